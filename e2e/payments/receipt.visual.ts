import { shoot, WIDTHS } from '../support/screenshot';
import { expect, test } from '../support/signed-in-test';
import { RECEIPT } from './receipt-stub';

test('a receipt at 375 and 1280 px, and as printed (payment/receipt/ stubbed)', async ({ page }) => {
  await page.route('**/api/v3/payment/receipt/1042/', (route) => route.fulfill({ json: RECEIPT }));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/payments/1042/receipt/');
    await expect(page.getByRole('heading', { level: 1, name: 'Квитанция об оплате № 1042' })).toBeVisible();
    await shoot(page, 'payment-receipt', width);
  }
  await page.emulateMedia({ media: 'print' });
  await shoot(page, 'payment-receipt-print', 1280);
});
