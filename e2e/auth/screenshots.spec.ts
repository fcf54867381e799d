import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { requestCode, signIn, uniquePhone } from '../support/sign-in';

// SPEC.md §9 fixes `maximum-scale=1` in the viewport; axe reports it as meta-viewport (see e2e/shell).
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).disableRules(['meta-viewport']).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function shoot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
}

for (const width of [375, 1280]) {
  test.describe(`sign-in screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 860 } });

    test('login and code steps', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByLabel('Номер телефона')).toBeVisible();
      await shoot(page, 'login', width);
      await expectNoAxeViolations(page);

      await requestCode(page, uniquePhone());
      await shoot(page, 'code', width);
      await expectNoAxeViolations(page);
    });

    test('Telegram step', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Город').selectOption({ label: 'Бишкек' });
      await page.getByRole('button', { name: 'Войти через Telegram' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Вход через Telegram' })).toBeVisible();
      await shoot(page, 'telegram', width);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('registration at 375 px', () => {
  test.use({ viewport: { width: 375, height: 860 } });

  test('the form with its required-field texts', async ({ page }) => {
    await signIn(page, uniquePhone());
    await expect(page).toHaveURL('/registration/');
    await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
    await expect(page.getByText('Пожалуйста, заполните все обязательные поля')).toBeVisible();
    await expect(page.getByText('Это поле обязательно')).toHaveCount(6);
    await shoot(page, 'registration', 375);
    await expectNoAxeViolations(page);
  });
});
