import { DEV_BILLING_PATH, formatMoney, SPEC_TEXTS } from '../../packages/contract/src/index';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_LOOPBACK_URL } from '../support/base-url';
import { expect, test } from '../support/signed-in-test';

const ru = SPEC_TEXTS.ru;
const som = (amount: number) => formatMoney(amount * 100, 'ru');

test.describe('bonus points', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('promo codes credit points once; the balance, the history and the header follow', async ({ page }) => {
    await page.goto('/bonus-system/');
    const balance = page.getByRole('region', { name: 'Ваш баланс' });
    const history = page.getByRole('region', { name: 'История баллов' });
    await expect(balance).toContainText(som(0));
    await expect(history.getByRole('heading', { name: 'Баллов пока не было' })).toBeVisible();

    const field = page.getByLabel('Введите промокод');
    const activate = page.getByRole('button', { name: 'Активировать' });
    for (const [code, text] of [
      ['NEWYEAR2025', ru.promoExpired],
      ['GIFT1000', ru.promoUsedUp],
      ['NOSUCHCODE', ru.promoUnknown],
    ] as const) {
      await field.fill(code);
      await activate.click();
      await expect(page.getByText(text)).toBeVisible();
    }
    await expectNoAxeViolations(page, { label: '/bonus-system/ with a refused code' });

    await field.fill('welcome500');
    await activate.click();
    await expect(page.getByText(`Начислено ${som(500)} по промокоду WELCOME500.`)).toBeVisible();
    await expect(balance).toContainText(som(500));
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem').first()).toContainText('Баллы по промокоду WELCOME500');
    await expect(history.getByRole('listitem').first()).toContainText(`+${som(500)}`);

    await field.fill('WELCOME500');
    await activate.click();
    await expect(page.getByText(ru.promoAlreadyUsed)).toBeVisible();

    await field.fill('BONUS100');
    await activate.click();
    await expect(balance).toContainText(som(600));
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('Баллы по промокоду BONUS100');
    await expectNoAxeViolations(page);

    // The desktop profile dropdown shows the balance (SPEC.md §2).
    await page.getByRole('button', { name: /^Профиль:/ }).click();
    await expect(page.getByRole('menu')).toContainText(`Бонусы: ${som(600)}`);
  });

  test('a due payment offers points, and too few points say how many are missing', async ({
    page,
    client,
  }) => {
    // No card is bound, so the billing run of this demo subscription leaves its payment failed (due).
    const billing = await fetch(`${E2E_LOOPBACK_URL}${DEV_BILLING_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: client.phone }),
    });
    expect(billing.status).toBe(200);

    await page.goto('/bonus-system/');
    await page.getByLabel('Введите промокод').fill('BONUS100');
    await page.getByRole('button', { name: 'Активировать' }).click();
    await expect(page.getByRole('region', { name: 'Ваш баланс' })).toContainText(som(100));

    await page.getByRole('link', { name: 'Оплатить платёж баллами' }).click();
    await expect(page).toHaveURL('/payments/');
    const due = page.getByRole('article').filter({ hasText: 'Не прошёл' }).first();
    // Too few points pay nothing (only a whole payment, docs/decisions/044): the row says how many are missing.
    await expect(due).toContainText(
      /Не хватает [\d\s,]+ балл(а|ов): баллами можно оплатить только весь платёж\./,
    );
    await expect(due.getByRole('button', { name: 'Оплатить баллами' })).toHaveCount(0);
    await expect(due).toContainText('Не прошёл');

    // Nothing was spent.
    await page.goto('/bonus-system/');
    await expect(page.getByRole('region', { name: 'Ваш баланс' })).toContainText(som(100));
  });
});
