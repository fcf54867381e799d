import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatMoney, ZSubscriptionsResponse } from '../../packages/contract/src/index';
import { apiGet } from '../support/api';
import { handOver } from '../support/ops-cli';
import { expect, test } from '../support/signed-in-test';
import { addStaffByCli, setUpByLink, staffEmail } from '../support/staff';
import { picture, rentWithCard, sendReport, startReport } from './report';

const money = (amount: number) => formatMoney(amount, 'ru');
const fact = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

async function deviceValue(request: APIRequestContext, token: string, id: number): Promise<number> {
  const { subscriptions } = ZSubscriptionsResponse.parse(
    await (await apiGet(request, 'subscription/info/', { token })).json(),
  );
  const found = subscriptions.find((s) => s.id === id);
  if (!found) throw new Error(`subscription ${id} is not the client's`);
  return found.deviceValue;
}

/** A manager of the staff app, set up by the CLI's link, on the claim's page, having taken it. */
async function managerTakes(browser: Browser, baseURL: string, claimId: number): Promise<Page> {
  const link = await addStaffByCli(baseURL, staffEmail('manager'), 'Нурлан Мамытов', 'manager');
  const { page: desk } = await setUpByLink(browser, link);
  await desk.getByRole('navigation').getByRole('link', { name: 'Заявки' }).click();
  await desk.getByRole('link', { name: String(claimId), exact: true }).click();
  await expect(
    desk.getByRole('heading', { level: 1, name: new RegExp(`^Заявка № ${claimId} ·`) }),
  ).toBeVisible();
  await desk.getByRole('button', { name: 'Взять в работу' }).click();
  await expect(desk.getByRole('status')).toHaveText('Заявка взята в работу.');
  return desk;
}

/*
 * Issue 32's journeys: an insured customer reports a cracked screen with two photos and is told it
 * costs nothing; a manager replaces the device with a free unit; the customer's subscription shows the
 * new serial and the claim closed. An uninsured customer reports a theft with the police report and is
 * told the full value before sending; the manager writes the device off; the charge, its receipt and
 * the closed subscription follow.
 */
test('an insured cracked screen: covered, replaced with a free unit, the claim closed', async ({
  page,
  request,
  client,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = await rentWithCard(page, request, client.token, 'iphone-16-pro-max');
  await handOver(baseURL ?? '', id);

  await startReport(page, id, /Сломалось/, 'Уронил на плитку: треснул экран, сенсор работает');
  await page
    .getByLabel('Добавить фото')
    .setInputFiles([await picture(page, 'front.png'), await picture(page, 'corner.png')]);
  await expect(page.getByRole('img', { name: 'Фото 2' })).toBeVisible();
  await expect(page.getByTestId('claim-cost')).toHaveText(
    `Ремонт или замена — ${money(0)}, покрывается страховкой`,
  );
  const claimId = await sendReport(page);

  const desk = await managerTakes(browser, baseURL ?? '', claimId);
  await expect(desk.getByRole('img', { name: 'Фото клиента 2' })).toBeVisible();
  await desk.getByRole('radio', { name: 'Замена на другое устройство' }).check();
  await expect(desk.getByTestId('claim-computed')).toContainText(money(0));
  const unit = desk.getByLabel('Устройство на замену');
  await unit.selectOption({ index: 1 });
  const serial = await unit.inputValue();
  await desk.getByLabel('Пояснение для клиента').fill('Экран разбит — заменили устройство по страховке');
  await desk.getByRole('button', { name: 'Принять решение' }).click();
  await expect(desk.getByRole('status')).toHaveText(
    'Решение принято: платить ничего не нужно, заявка закрыта.',
  );

  await page.goto(`/subscriptions/${id}/`);
  await expect(fact(page, 'Серийный номер')).toHaveText(serial);
  const card = page.getByRole('article', { name: `Заявка №${claimId}: поломка` });
  await expect(card.locator('[aria-current="step"]')).toHaveCount(0);
  await expect(card).toContainText('Закрыта');
  await expect(card).toContainText('Замена устройства');
  await expect(card).toContainText('Платить ничего не нужно');
});

test('an uninsured theft: the full value stated before sending, written off, charged with a receipt', async ({
  page,
  request,
  client,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = await rentWithCard(page, request, client.token, 'samsung-galaxy-s25-ultra', false);
  await handOver(baseURL ?? '', id);
  const value = await deviceValue(request, client.token, id);

  await startReport(page, id, /Украли/, 'Вырвали из рук в маршрутке, заявление в милиции подано');
  await expect(page.getByTestId('claim-cost')).toHaveText(`Полная стоимость устройства: ${money(value)}`);
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('При краже приложите справку из милиции: фото или PDF.')).toBeVisible();
  await page.getByLabel('Приложить справку').setInputFiles(await picture(page, 'spravka.png'));
  await expect(page.getByRole('img', { name: 'Фото справки из милиции' })).toBeVisible();
  const claimId = await sendReport(page);

  const desk = await managerTakes(browser, baseURL ?? '', claimId);
  await desk.getByRole('radio', { name: 'Списание — подписка завершится' }).check();
  await expect(desk.getByTestId('claim-computed')).toContainText(money(value));
  await desk.getByLabel('Пояснение для клиента').fill('Кража без страховки: полная стоимость по договору');
  await desk.getByRole('button', { name: 'Принять решение' }).click();
  await expect(desk.getByRole('status')).toHaveText(
    `Решение принято: с карты клиента списано ${money(value)}.`,
  );

  await page.goto('/payments/');
  const charge = page.getByRole('article', { name: `Возмещение по заявке №${claimId}` });
  await expect(charge).toContainText(money(value));
  await charge.getByRole('link', { name: 'Квитанция' }).click();
  await expect(page.getByText(`Возмещение по заявке №${claimId}`).first()).toBeVisible();

  await page.goto(`/subscriptions/${id}/`);
  await expect(page.getByText('Завершена', { exact: true }).first()).toBeVisible();
  const card = page.getByRole('article', { name: `Заявка №${claimId}: кража` });
  await expect(card).toContainText('Оплачена');
  await expect(card).toContainText('Устройство списано, подписка завершена');
});
