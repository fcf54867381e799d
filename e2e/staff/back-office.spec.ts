import type { APIRequestContext, Page } from '@playwright/test';
import {
  formatDate,
  formatMoney,
  type TSubscription,
  ZPaymentsResponse,
  ZSubscriptionsResponse,
} from '../../packages/contract/src/index';
import { bindThroughGateway } from '../payments/hosted-page';
import { buy } from '../subscriptions/buy';
import { apiGet } from '../support/api';
import { expect, test } from '../support/signed-in-test';
import { addStaffByCli, handOverInStaffApp, setUpByLink, staffEmail } from '../support/staff';

const day = (date: string) => formatDate(date, 'ru');
const money = (amount: number) => formatMoney(amount, 'ru');

async function subscriptionOf(request: APIRequestContext, token: string, id: number): Promise<TSubscription> {
  const answer = ZSubscriptionsResponse.parse(
    await (await apiGet(request, 'subscription/info/', { token })).json(),
  );
  const found = answer.subscriptions.find((s) => s.id === id);
  if (!found) throw new Error(`subscription ${id} is not in subscription/info/`);
  return found;
}

/** The first payment of an order, as payment/list/ has it. */
async function firstPayment(request: APIRequestContext, token: string, subscriptionId: number) {
  const answer = ZPaymentsResponse.parse(await (await apiGet(request, 'payment/list/', { token })).json());
  const found = answer.payments.find((p) => p.subscriptionID === subscriptionId);
  if (!found) throw new Error(`no payment of subscription ${subscriptionId}`);
  return found;
}

const fact = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

/*
 * Issue 29's journey through both apps: an operator hands an order over with a condition record the
 * customer then sees; the customer cancels another order and sees the refund; a manager refunds half of
 * a payment; the audit view lists all of it. (Staff accounts themselves: staff-accounts.spec.ts.)
 */
test('the back office: a hand-over with its record, a cancelled order refunded, a half refund, the audit', async ({
  page,
  request,
  client,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/cards/');
  await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
  const kept = await buy(request, client.token);
  const dropped = await buy(request, client.token, 'macbook-air-13-m3');

  // Waiting for the hand-over: no pause or unsubscribe, only the order's cancellation.
  await page.goto(`/subscriptions/${kept}/`);
  await expect(
    page.getByText('Устройство выдадут после проверки удостоверения личности', { exact: false }),
  ).toBeVisible();
  await expect(fact(page, 'Серийный номер')).toHaveText('После выдачи устройства');
  await expect(page.getByRole('button', { name: /Приостановить|Отказаться/ })).toHaveCount(0);

  // The operator hands it over at the counter; the customer sees it active with the condition record.
  await handOverInStaffApp(browser, baseURL ?? '', kept);
  const active = await subscriptionOf(request, client.token, kept);
  await page.goto('/');
  await expect(page).toHaveURL('/subscriptions/');
  const item = page.getByRole('article', { name: 'iPhone 16, 128 ГБ' });
  await expect(item.getByText('Активна')).toBeVisible();
  await item.getByRole('link').click();
  const record = page.getByRole('region', { name: 'Состояние при выдаче' });
  await expect(record).toContainText(`Выдал(а) Бакыт Алиев ${day(active.startDate ?? '')}`);
  await expect(record).toContainText('В комплектеКабель');
  const photo = record.getByRole('img', { name: 'Фото 1 при выдаче' });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(record.getByRole('img', { name: 'Фото 2 при выдаче' })).toBeVisible();

  // The other order is cancelled by the customer; the dialog states the refund, /payments/ shows it.
  const paidForDropped = await firstPayment(request, client.token, dropped);
  await page.goto(`/subscriptions/${dropped}/`);
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить заказ?' });
  await expect(dialog).toContainText(
    `всё, что вы за него заплатили — ${money(paidForDropped.amount)}, — вернётся`,
  );
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(
    page.getByText(`${money(paidForDropped.amount)} вернутся на карту`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Заказ отменён', { exact: true })).toBeVisible();
  await page.goto('/payments/');
  await expect(page.getByText(`Возвращено полностью: ${money(paidForDropped.amount)}`)).toBeVisible();

  // A manager finds the client and refunds half of the kept order's payment.
  const paidForKept = await firstPayment(request, client.token, kept);
  const half = Math.floor(paidForKept.amount / 200) * 100;
  const managerLink = await addStaffByCli(baseURL ?? '', staffEmail('manager'), 'Нурлан Мамытов', 'manager');
  const desk = (await setUpByLink(browser, managerLink)).page;
  await desk.getByRole('navigation').getByRole('link', { name: 'Клиенты' }).click();
  await desk.getByLabel('Телефон или имя').fill(client.phone);
  await desk.getByRole('button', { name: 'Найти' }).click();
  await desk.getByRole('link', { name: 'Айдай Токтогулова' }).click();
  const row = desk.locator(`tr[data-payment-id="${paidForKept.id}"]`);
  await row.getByRole('button', { name: 'Вернуть' }).click();
  await row.getByLabel('Сумма, сом').fill(String(half / 100));
  await row.getByLabel('Причина (её увидят в журнале)').fill('Компенсация за задержку выдачи');
  await row.getByRole('button', { name: 'Вернуть деньги' }).click();
  await expect(row.getByRole('status')).toHaveText(`Возвращено ${money(half)}.`);

  // The audit view lists the hand-over, the cancellation and both refunds.
  await desk.getByRole('navigation').getByRole('link', { name: 'Журнал' }).click();
  const audit = desk.getByRole('table');
  for (const action of [
    'subscription.handed_over',
    'subscription.cancelled',
    'refund.requested',
    'payment.refund',
  ]) {
    await expect(audit.getByText(action, { exact: true }).first()).toBeVisible();
  }
  await expect(audit).toContainText('Нурлан Мамытов');
  await desk.context().close();

  await page.goto('/payments/');
  await expect(page.getByText(`Возвращено ${money(half)}`, { exact: true })).toBeVisible();
});
