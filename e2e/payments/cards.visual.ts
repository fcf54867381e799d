import { shoot, WIDTHS } from '../support/screenshot';
import { expect, test } from '../support/signed-in-test';
import { bindThroughGateway, card } from './hosted-page';
import { PAYMENT_HISTORY } from './payment-history-stub';

test('/cards/ with two cards and /payments/ at 375 and 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/cards/');
  await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
  await expect(card(page, '4242')).toBeVisible();
  await bindThroughGateway(page, 'Привязать ещё одну карту', '5555 5555 5555 4444');
  await expect(card(page, '4444')).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/cards/');
    await expect(page.getByRole('article')).toHaveCount(2);
    await shoot(page, 'cards', width);
    await page.goto('/payments/');
    await expect(page.getByRole('heading', { level: 1, name: 'Платежи' })).toBeVisible();
    await shoot(page, 'payments', width);
  }
});

test('a payment history with every status at 375 and 1280 px (payment/list/ stubbed)', async ({ page }) => {
  await page.route('**/api/v3/payment/list/', (route) => route.fulfill({ json: PAYMENT_HISTORY }));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/payments/');
    await expect(page.getByRole('heading', { level: 2, name: 'Ноябрь 2026' })).toBeVisible();
    await shoot(page, 'payments-history-stub', width);
  }
});
