import { bindThroughGateway } from '../payments/hosted-page';
import { apiPost } from '../support/api';
import { handOver } from '../support/ops-cli';
import { shoot, WIDTHS } from '../support/screenshot';
import { expect, test } from '../support/signed-in-test';
import { buy } from './buy';

test('subscriptions list, a subscription, the pause dialog and a paused one at 375 and 1280 px', async ({
  page,
  request,
  client,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/cards/');
  await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');

  // One of each state a person meets: active, paused, given up, waiting for the hand-over.
  const active = await buy(request, client.token, 'iphone-16-pro');
  const paused = await buy(request, client.token, 'macbook-air-13-m3');
  const refused = await buy(request, client.token, 'xiaomi-15');
  await buy(request, client.token, 'samsung-galaxy-s25');
  for (const id of [active, paused, refused]) await handOver(baseURL ?? '', id);
  const setStatus = async (subscriptionID: number, status: number) =>
    expect(
      (await apiPost(request, 'subscription/setstatus/', { subscriptionID, status }, client)).status(),
    ).toBe(200);
  await setStatus(paused, 3);
  await setStatus(refused, 4);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/subscriptions/');
    await expect(page.getByRole('article')).toHaveCount(4);
    await shoot(page, 'subscriptions-list', width);

    await page.goto(`/subscriptions/${active}/`);
    await expect(page.getByRole('region', { name: 'Платежи' }).getByText('Оплачен')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Договор (PDF)' })).toBeVisible();
    await shoot(page, 'subscription-detail', width);
    await page.getByRole('button', { name: 'Приостановить' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
    // The dialog is fixed to the viewport: a full-page picture would cut its backdrop off mid-page.
    await page.screenshot({ path: `test-results/screenshots/subscription-pause-dialog-${width}.png` });
    await page.keyboard.press('Escape');

    await page.goto(`/subscriptions/${paused}/`);
    await expect(page.getByText('Приостановлена', { exact: true })).toBeVisible();
    await shoot(page, 'subscription-paused', width);
  }
});
