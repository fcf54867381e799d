import { bindThroughGateway } from '../payments/hosted-page';
import { handOver } from '../support/ops-cli';
import { shoot, WIDTHS } from '../support/screenshot';
import { expect, test } from '../support/signed-in-test';
import { buy } from './buy';

test('the unsubscribe dialog with the price of leaving early, and /payments/ with lines, at 375 and 1280 px', async ({
  page,
  request,
  client,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/cards/');
  await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
  // A 12-month iPhone with insurance, handed over today: leaving now is month 1 at the 3-month price.
  const id = await buy(request, client.token, 'iphone-16');
  await handOver(baseURL ?? '', id);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/subscriptions/${id}/`);
    await page.getByRole('button', { name: 'Отказаться от подписки' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/Вы уходите раньше срока/)).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
    // The dialog is fixed to the viewport: a full-page picture would cut its backdrop off mid-page.
    await page.screenshot({ path: `test-results/screenshots/subscription-exit-dialog-${width}.png` });
    if (width === WIDTHS[WIDTHS.length - 1]) {
      await dialog.getByRole('button', { name: 'Отказаться от подписки' }).click();
      await expect(page.getByText(/Вы отказались от подписки/)).toBeVisible();
    } else {
      await page.keyboard.press('Escape');
    }
  }

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/payments/');
    await expect(page.getByRole('list', { name: 'Из чего состоит платёж' })).toHaveCount(2);
    await shoot(page, 'payments-lines', width);
  }
});
