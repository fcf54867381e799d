import { DEV_BILLING_PATH, formatMoney, ZGetInfoResponse } from '../../packages/contract/src/index';
import { bindThroughGateway } from '../payments/hosted-page';
import { apiGet } from '../support/api';
import { E2E_LOOPBACK_URL } from '../support/base-url';
import { expect, test } from '../support/signed-in-test';

test.use({ viewport: { width: 1280, height: 900 } });

test('cashback from a monthly charge shows on the bonus page and in the header at once', async ({
  page,
  client,
}) => {
  test.setTimeout(90_000);
  await page.goto('/cards/');
  await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Профиль:/ }).click();
  await expect(page.getByRole('menu')).toContainText(`Бонусы: ${formatMoney(0, 'ru')}`);
  await page.keyboard.press('Escape');

  // The monthly charge happens on the server while the app keeps its client from the start.
  const billing = await fetch(`${E2E_LOOPBACK_URL}${DEV_BILLING_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: client.phone }),
  });
  expect(billing.status).toBe(200);
  const answer = await apiGet(page.request, 'user/getinfo/', { token: client.token });
  const { bonus } = ZGetInfoResponse.parse(await answer.json()).client;
  expect(bonus).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Платежи', exact: true }).first().click();
  await page.getByRole('button', { name: /^Профиль:/ }).click();
  await expect(page.getByRole('menu')).toContainText(`Бонусы: ${formatMoney(bonus, 'ru')}`);
  await page.getByRole('menuitem', { name: 'Бонусная система' }).click();
  await expect(page.getByRole('region', { name: 'Ваш баланс' })).toContainText(formatMoney(bonus, 'ru'));
});
