import { bindThroughGateway } from '../payments/hosted-page';
import { handOver } from '../support/ops-cli';
import { expect, test } from '../support/signed-in-test';
import { buy } from './buy';

/** A customer sees today's buy-out price item by item, pays it, and the device is theirs, with a receipt. */
test('buying the device out: the quote, the payment, "Выкуплено" and the receipt', async ({
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

  await page.goto(`/subscriptions/${id}/`);
  const section = page.getByRole('region', { name: 'Выкупить устройство' });
  // 95 000 som less half of the first month's 3 890 som of rent: 93 055 som, from the card.
  await expect(section.getByText('Розничная стоимость', { exact: true })).toBeVisible();
  await expect(section.getByText('Минус 50% от внесённой аренды (3\u00a0890\u00a0сом)')).toBeVisible();
  await expect(section.getByText('С карты •••• 4242 спишем 93\u00a0055\u00a0сом.')).toBeVisible();

  // The unsubscribe dialog offers the buy-out instead, at the same price, and leads to it.
  await page.getByRole('button', { name: 'Отказаться от подписки' }).click();
  const exit = page.getByRole('dialog');
  await expect(
    exit.getByText(/Вместо отказа его можно выкупить — сегодня за 93\u00a0055\u00a0сом/),
  ).toBeVisible();
  await exit.getByRole('button', { name: 'Перейти к выкупу' }).click();
  await expect(exit).toBeHidden();
  await expect(page.locator('#subscription-buyout')).toBeFocused();

  await section.getByRole('button', { name: 'Выкупить за 93\u00a0055\u00a0сом' }).click();
  const confirm = page.getByRole('dialog', { name: 'Выкупить устройство?' });
  await expect(confirm.getByText('Отменить выкуп будет нельзя.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Оплатить 93\u00a0055\u00a0сом' }).click();

  await expect(page.getByText(/Готово: устройство выкуплено за 93\u00a0055\u00a0сом/)).toBeVisible();
  await expect(page.getByText('Выкуплено', { exact: true }).first()).toBeVisible();
  const done = page.getByRole('region', { name: 'Выкуп' });
  await done.getByRole('link', { name: 'Чек об оплате' }).click();
  await expect(page.getByText('Выкуп устройства', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Выкуп устройства iPhone/)).toBeVisible();
});
