import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { requestCode, uniquePhone } from '../support/sign-in';

// The public pages are checked in the walk of clean-console.spec.ts (one load serves both checks); here
// the sign-in steps at both widths. Pages only a journey reaches (the cards dialog, the registration
// errors, the payment history) are checked in their journeys.
test.describe.configure({ timeout: 60_000 });

async function checkBothWidths(page: Page, label: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 860 });
    await expectNoAxeViolations(page, { label: `${label} at ${width} px`, soft: true });
  }
}

test('axe finds no violations on the phone and code steps at 375 and 1280 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Номер телефона')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await checkBothWidths(page, 'the phone step');

  await requestCode(page, uniquePhone());
  await checkBothWidths(page, 'the code step');
});

test('axe finds no violations on the Telegram step at 375 and 1280 px', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Город').selectOption({ label: 'Бишкек' });
  await page.getByRole('button', { name: 'Войти через Telegram' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вход через Telegram' })).toBeVisible();
  await checkBothWidths(page, 'the Telegram step');
});
