import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  formatDate,
  formatMoney,
  type TSubscription,
  ZPaymentsResponse,
  ZSubscriptionsResponse,
} from '../../packages/contract/src/index';
import { draftIphoneForPickup } from '../checkout/draft';
import { bindThroughGateway } from '../payments/hosted-page';
import { buy } from '../subscriptions/buy';
import { apiGet } from '../support/api';
import { expect, test } from '../support/signed-in-test';
import {
  addStaffByCli,
  handOver,
  STAFF_PASSWORD,
  setUpByLink,
  signInStaff,
  staffEmail,
  totpCode,
} from '../support/staff';

const day = (date: string) => formatDate(date, 'ru');
const money = (amount: number) => formatMoney(amount, 'ru');

async function subscriptionsOf(request: APIRequestContext, token: string): Promise<TSubscription[]> {
  const answer = await (await apiGet(request, 'subscription/info/', { token })).json();
  return ZSubscriptionsResponse.parse(answer).subscriptions;
}

async function subscriptionOf(request: APIRequestContext, token: string, id: number): Promise<TSubscription> {
  const found = (await subscriptionsOf(request, token)).find((s) => s.id === id);
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

/** The audit kinds of this journey, as the Журнал names them. */
const AUDITED = ['Устройство выдано', 'Заказ отменён', 'Возврат запрошен', 'Деньги по платежу возвращены'];

/** The first admin, from the CLI's one-time link: the link works once, a wrong password is refused. */
async function firstAdmin(browser: Browser, baseURL: string) {
  const email = staffEmail('admin');
  const link = await addStaffByCli(baseURL, email, 'Аида Садыкова', 'admin');
  expect(link).toMatch(/\/staff\/setup\/\?token=[\w-]{43}$/);
  const { page, secret } = await setUpByLink(browser, link);

  const again = await page.context().newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toHaveText(/Ссылка недействительна/);
  await again.close();

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill('not the password');
  await page.getByLabel('Код из приложения-аутентификатора').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Неверный e-mail, пароль или код. Проверьте и попробуйте ещё раз.',
  );
  await signInStaff(page, email, secret);
  await expect(page.getByText('Аида Садыкова · администратор')).toBeVisible();
  return page;
}

/** The admin adds an operator of the first office and a manager in the staff app: their set-up links. */
async function addOperatorAndManager(admin: Page) {
  await admin.getByRole('navigation').getByRole('link', { name: 'Сотрудники' }).click();
  const add = admin.getByRole('form', { name: 'Добавить сотрудника' });
  await add.getByLabel('Имя').fill('Эрмек Токтосунов');
  await add.getByLabel('E-mail').fill(staffEmail('operator'));
  await add.getByRole('button', { name: 'Добавить сотрудника' }).click();
  await expect(add.getByText('Оператору нужен хотя бы один офис.')).toBeVisible();
  await add.getByRole('checkbox', { name: /Офис на Манаса/ }).check();
  await add.getByRole('button', { name: 'Добавить сотрудника' }).click();
  const operator = (await admin.getByTestId('setup-link').textContent()) ?? '';
  expect(operator).toContain('/staff/setup/?token=');
  await expect(admin.getByRole('row', { name: /Эрмек Токтосунов/ })).toContainText('ещё не настроил вход');

  await add.getByLabel('Имя').fill('Нурлан Мамытов');
  await add.getByLabel('E-mail').fill(staffEmail('manager'));
  await add.getByLabel('Роль').selectOption('manager');
  await add.getByRole('button', { name: 'Добавить сотрудника' }).click();
  await expect(admin.getByRole('row', { name: /Нурлан Мамытов/ })).toContainText('менеджер');
  await expect(admin.getByTestId('setup-link')).not.toHaveText(operator);
  const manager = (await admin.getByTestId('setup-link').textContent()) ?? '';
  return { operator, manager };
}

/** The customer's order through the customer app: iPhone 16 for 12 months, pickup at the Manas office. */
async function orderInCustomerApp(page: Page): Promise<void> {
  await draftIphoneForPickup(page, 12);
  await page.getByLabel(/Я принимаю публичную оферту/).check();
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page).toHaveURL(/\/success-subscription\/\d+\/$/);
  await expect(page.getByText('Бишкек, просп. Манаса, 40')).toBeVisible();
}

/*
 * Issue 29's journey through both apps. An admin set up by the CLI link adds an operator and a manager;
 * the operator, on a phone, sees a customer's new order arrive and hands it over with a condition record
 * the customer then sees; the customer cancels another order and sees the refund; the manager refunds half
 * of a payment; the audit view lists all of it; the admin switches the operator off.
 */
test('the back office: staff set up by an admin, a hand-over with its record, two refunds, the audit', async ({
  page,
  request,
  client,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await firstAdmin(browser, baseURL ?? '');
  const links = await addOperatorAndManager(admin);

  // The operator, at the counter on a phone, sets up and sees no staff management.
  const counter = (await setUpByLink(browser, links.operator, { width: 375, height: 800 })).page;
  await expect(counter.getByRole('link', { name: 'Сотрудники', exact: true })).toHaveCount(0);
  await counter.goto('/staff/people/');
  await expect(counter.getByText('Это действие недоступно вашей роли.')).toBeVisible();
  expect(STAFF_PASSWORD.length).toBeGreaterThanOrEqual(12);
  await counter.goto('/staff/');

  // The customer orders in the customer app; the order reaches the operator's list without a reload.
  await page.goto('/cards/');
  await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
  await orderInCustomerApp(page);
  const [ordered] = await subscriptionsOf(request, client.token);
  const kept = ordered?.id ?? 0;
  const dropped = await buy(request, client.token, 'macbook-air-13-m3');

  // Waiting for the hand-over: no pause or unsubscribe, only the order's cancellation. (Checked while
  // the operator's list has not refreshed yet: it asks every 15 s.)
  await page.goto(`/subscriptions/${kept}/`);
  await expect(
    page.getByText('Устройство выдадут после проверки удостоверения личности', { exact: false }),
  ).toBeVisible();
  await expect(fact(page, 'Серийный номер')).toHaveText('После выдачи устройства');
  await expect(page.getByRole('button', { name: /Приостановить|Отказаться/ })).toHaveCount(0);
  await expect(counter.getByRole('link', { name: String(kept), exact: true })).toBeVisible({
    timeout: 20_000,
  });

  // The operator hands it over; the customer sees it active with the condition record.
  await handOver(counter, kept);
  const active = await subscriptionOf(request, client.token, kept);
  await page.goto('/');
  await expect(page).toHaveURL('/subscriptions/');
  const item = page.getByRole('article', { name: 'iPhone 16, 128 ГБ' });
  await expect(item.getByText('Активна')).toBeVisible();
  await item.getByRole('link').click();
  const record = page.getByRole('region', { name: 'Состояние при выдаче' });
  await expect(record).toContainText(`Выдал(а) Эрмек Токтосунов ${day(active.startDate ?? '')}`);
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

  // The manager finds the client and refunds half of the kept order's payment.
  const paidForKept = await firstPayment(request, client.token, kept);
  const half = Math.floor(paidForKept.amount / 200) * 100;
  const desk = (await setUpByLink(browser, links.manager)).page;
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
  await page.goto('/payments/');
  await expect(page.getByText(`Возвращено ${money(half)}`, { exact: true })).toBeVisible();

  // The audit view lists the hand-over, the cancellation and both refunds, with who did them.
  await desk.getByRole('navigation').getByRole('link', { name: 'Журнал' }).click();
  // The managers' pages load on demand: the client's page stays until the Журнал has come.
  await expect(desk.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible();
  const audit = desk.getByRole('table');
  for (const action of AUDITED) await expect(audit.getByText(action, { exact: true }).first()).toBeVisible();
  await expect(audit).toContainText('Нурлан Мамытов');
  await expect(audit).toContainText('Эрмек Токтосунов');
  await expect(audit).toContainText(money(half));
  await desk.context().close();

  // Switched off by the admin, the operator's next step signs them out.
  // (The list is read afresh first: a switch made on a stale row would be refused as changed meanwhile.)
  await admin.reload();
  const operatorRow = admin.getByRole('row', { name: /Эрмек Токтосунов/ });
  await expect(operatorRow).not.toContainText('ещё не настроил вход');
  await admin.getByRole('button', { name: 'Отключить: Эрмек Токтосунов' }).click();
  await expect(operatorRow).toContainText('Отключён');
  await counter.goto('/staff/');
  await expect(counter.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
  await counter.context().close();
  await admin.context().close();
});
