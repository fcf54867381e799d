import { bindThroughGateway } from '../payments/hosted-page';
import { buy } from '../subscriptions/buy';
import { handOver } from '../support/ops-cli';
import { shoot, WIDTHS } from '../support/screenshot';
import { expect, test } from '../support/signed-in-test';
import { addStaffByCli, setUpByLink, staffEmail } from '../support/staff';

test('staff app: sign-in, set-up, orders, an order with the hand-over form, staff, clients, a refund, the audit, stock, prices, promo codes, offices at 375 and 1280 px', async ({
  browser,
  baseURL,
  page: customer,
  request,
  client,
}) => {
  test.setTimeout(120_000);
  await customer.goto('/cards/');
  await bindThroughGateway(customer, 'Привязать карту', '4242 4242 4242 4242');
  const order = await buy(request, client.token);
  await buy(request, client.token, 'macbook-air-13-m3');
  // A running subscription for the return form.
  const running = await buy(request, client.token, 'xiaomi-15');
  await handOver(baseURL ?? '', running);
  for (const width of WIDTHS) {
    const viewport = { width, height: 900 };
    const visitor = await browser.newPage({ viewport, storageState: { cookies: [], origins: [] } });
    await visitor.goto('/staff/');
    await expect(visitor.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
    await shoot(visitor, 'staff-sign-in', width);
    const link = await addStaffByCli(baseURL ?? '', staffEmail('admin'), 'Аида Садыкова', 'admin');
    await visitor.goto(link);
    await expect(visitor.locator('code.secret')).toBeVisible();
    await shoot(visitor, 'staff-setup', width);
    await visitor.close();

    const { page } = await setUpByLink(browser, link, viewport);
    await expect(page.getByRole('link', { name: String(order), exact: true })).toBeVisible();
    await shoot(page, 'staff-orders', width);
    await page.getByRole('link', { name: String(order), exact: true }).click();
    await page.getByLabel('Сфотографировать или выбрать').setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: await customer.screenshot(),
    });
    await expect(page.getByRole('img', { name: 'Фото 1' })).toBeVisible();
    await shoot(page, 'staff-order', width);
    await page.getByLabel('IMEI').fill('123');
    await page.getByRole('button', { name: 'Выдать устройство' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shoot(page, 'staff-handover-errors', width);
    await page.goto('/staff/people/');
    await expect(page.getByRole('row', { name: /Аида Садыкова/ }).first()).toBeVisible();
    await shoot(page, 'staff-people', width);

    await page.getByRole('navigation').getByRole('link', { name: 'Клиенты' }).click();
    await page.getByLabel('Телефон или имя').fill(client.phone);
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByRole('link', { name: 'Айдай Токтогулова' })).toBeVisible();
    await shoot(page, 'staff-clients', width);
    await page.getByRole('link', { name: 'Айдай Токтогулова' }).click();
    await page.getByRole('button', { name: 'Вернуть' }).first().click();
    await expect(page.getByLabel('Сумма, сом')).toBeVisible();
    await shoot(page, 'staff-client-refund', width);
    await page.getByRole('navigation').getByRole('link', { name: 'Журнал' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await shoot(page, 'staff-audit', width);
    await page.goto(`/staff/returns/${running}/`);
    await expect(page.getByLabel('IMEI')).toBeVisible();
    await shoot(page, 'staff-return', width);
    await page.getByRole('button', { name: /Принять/ }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await shoot(page, 'staff-return-errors', width);

    await page.getByRole('navigation').getByRole('link', { name: 'Склад' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Склад' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await shoot(page, 'staff-stock', width);
    await page.getByRole('button', { name: 'Добавить устройства' }).click();
    const add = page.getByRole('form', { name: 'Новые устройства' });
    await add.getByLabel('Модель').selectOption({ index: 1 });
    await add.getByLabel('Офис').selectOption({ index: 1 });
    await add
      .getByLabel('Серийные номера')
      .fill('IJ-NEW-001, 490154203237518\nIJ-NEW-002, 490154203237519\nIJ-NEW-001');
    await add.getByRole('button', { name: 'Добавить на склад' }).click();
    await expect(page.getByText(/Строка 2/)).toBeVisible();
    await shoot(page, 'staff-stock-add-errors', width);
    await page.goto('/staff/stock/');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Перемещение' })).toBeVisible();
    await shoot(page, 'staff-stock-unit', width);
    for (const [link, name] of [
      ['Цены', 'staff-prices'],
      ['Промокоды', 'staff-promo'],
      ['Офисы', 'staff-offices'],
    ] as const) {
      await page.getByRole('navigation').getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await shoot(page, name, width);
    }
    // The cities under the offices, with a city's form open.
    await page.getByRole('button', { name: 'Изменить: Ош' }).click();
    await expect(page.getByRole('heading', { name: 'Город: Ош' })).toBeVisible();
    await shoot(page, 'staff-offices-city-form', width);
    await page.context().close();
  }
});
