import { bindThroughGateway } from '../payments/hosted-page';
import { handOver } from '../support/ops-cli';
import { shoot, WIDTHS } from '../support/screenshot';
import { expect, test } from '../support/signed-in-test';
import { buy } from './buy';

test('the buy-out quote, its confirmation and a bought-out subscription, at 375 and 1280 px', async ({
  page,
  request,
  client,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/cards/');
  await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
  const id = await buy(request, client.token, 'iphone-16');
  await handOver(baseURL ?? '', id);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/subscriptions/${id}/`);
    const section = page.getByRole('region', { name: 'Выкупить устройство' });
    await expect(section.getByText('К оплате сегодня')).toBeVisible();
    await shoot(page, 'subscription-buyout-quote', width);
    await section
      .locator('xpath=..')
      .screenshot({ path: `test-results/screenshots/subscription-buyout-section-${width}.png` });

    await page.getByRole('button', { name: 'Отказаться от подписки' }).click();
    await expect(page.getByRole('dialog').getByText(/Вместо отказа/)).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
    await page.screenshot({ path: `test-results/screenshots/subscription-exit-buyout-${width}.png` });
    await page.keyboard.press('Escape');

    await section.getByRole('button', { name: /^Выкупить за/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Выкупить устройство?' });
    await expect(confirm).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
    await page.screenshot({ path: `test-results/screenshots/subscription-buyout-confirm-${width}.png` });
    if (width === WIDTHS[WIDTHS.length - 1]) {
      await confirm.getByRole('button', { name: /^Оплатить/ }).click();
      await expect(page.getByRole('region', { name: 'Выкуп' })).toBeVisible();
    } else {
      await page.keyboard.press('Escape');
    }
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/subscriptions/${id}/`);
    await expect(page.getByRole('region', { name: 'Выкуп' })).toBeVisible();
    await shoot(page, 'subscription-bought-out', width);
  }
});
