import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  formatMoney,
  ZCalculateResponse,
  ZCatalogResponse,
  ZSubscriptionsResponse,
} from '../../packages/contract/src/index';
import { bindThroughGateway } from '../payments/hosted-page';
import { buy } from '../subscriptions/buy';
import { apiGet, apiPost } from '../support/api';
import { expect, test } from '../support/signed-in-test';
import { addStaffByCli, setUpByLink, staffEmail } from '../support/staff';

const som = (amount: number) => formatMoney(amount * 100, 'ru');

/** A 15-digit IMEI with its Luhn check digit, from 14 digits. */
function imei(body: string): string {
  const sum = [...body].reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The gadget in the public catalogue (Bishkek's visitor), or undefined while it is not there yet. */
async function published(request: APIRequestContext, slug: string) {
  const catalog = ZCatalogResponse.parse(await (await apiGet(request, 'info/catalog/')).json());
  return { catalog, gadget: catalog.gadgets.find((g) => g.slug === slug) };
}

/** subscription/calculate/ for the gadget's first model, 12 months with insurance, pickup in Bishkek. */
async function monthlyQuote(request: APIRequestContext, token: string, slug: string): Promise<number> {
  const { catalog, gadget } = await published(request, slug);
  const city = catalog.cities.find((c) => c.name === 'Бишкек');
  const office = catalog.org.pickup_offices.find((o) => o.cityID === city?.id);
  const draft = {
    model: gadget?.models[0]?.id,
    term: 12,
    city: city?.id,
    insurance: true,
    extras: [],
    delivery: 'pickup',
    office: office?.id,
  };
  const answer = await apiPost(request, 'subscription/calculate/', draft, { token });
  expect(answer.status(), await answer.text()).toBe(200);
  return ZCalculateResponse.parse(await answer.json()).calculation.monthly;
}

/** Fills the price grid of the open model: Bishkek and Osh for 3, 6 and 12 months (new: nowhere yet). */
async function fillPrices(page: Page, prices: Record<'Бишкек' | 'Ош', [number, number, number]>) {
  for (const [city, [m3, m6, m12]] of Object.entries(prices)) {
    await page.getByRole('checkbox', { name: `${city}: нет в этом городе` }).uncheck();
    await page.getByLabel(`${city}, 3 месяца`).fill(String(m3));
    await page.getByLabel(`${city}, 6 месяцев`).fill(String(m6));
    await page.getByLabel(`${city}, 12 месяцев`).fill(String(m12));
  }
}

/*
 * Issue 30's journey: a manager adds a new gadget with a model, its prices in two cities for three terms,
 * a photo and three units at an office, all in the staff app; the public catalogue shows it with the photo
 * and the Bishkek price within 5 seconds; a customer orders it; the manager raises the price; the
 * customer's subscription keeps what it was sold at while a new quote has the new price.
 */
test('a manager publishes a new gadget in the staff app; a customer rents it; a price raise leaves it alone', async ({
  page,
  request,
  client,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const slug = `pixel-9-${stamp}`;
  const name = `Pixel 9 ${stamp}`;
  const link = await addStaffByCli(baseURL ?? '', staffEmail('manager'), 'Бакыт Жумабеков', 'manager');
  const manager = (await setUpByLink(browser, link)).page;

  // The gadget, then its photo and its model, on the gadget's page.
  await manager.getByRole('navigation').getByRole('link', { name: 'Каталог' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
  await manager.getByRole('link', { name: 'Новый гаджет в категории «Смартфоны»' }).click();
  await manager.getByLabel('Категория').selectOption({ label: 'Смартфоны' });
  await manager.getByLabel('Название по-русски').fill(name);
  await manager.getByLabel('Название по-английски').fill(name);
  await manager.getByLabel('Название по-английски').blur();
  // The address is made from the English name when it is left empty.
  await expect(manager.getByLabel('Адрес (slug)')).toHaveValue(slug);
  await manager.getByLabel('Описание по-русски').fill('Камера 50 Мп, экран 6,3″.');
  await manager.getByLabel('Описание по-английски').fill('50 MP camera, 6.3″ display.');
  await manager.getByRole('button', { name: 'Сохранить гаджет' }).click();
  await expect(manager.getByRole('heading', { level: 1, name })).toBeVisible();

  const photo = await sharp({ create: { width: 900, height: 700, background: '#3c5a99', channels: 3 } })
    .png()
    .toBuffer();
  await manager
    .getByLabel('Добавить фото')
    .setInputFiles([{ name: 'pixel.png', mimeType: 'image/png', buffer: photo }]);
  await expect(manager.getByRole('status')).toHaveText('Фото добавлено.');

  await manager.getByRole('button', { name: 'Новая модель' }).click();
  await manager.getByLabel('Адрес (slug)').last().fill('128gb');
  await manager.getByLabel('Название по-русски').last().fill(`${name}, 128 ГБ`);
  await manager.getByLabel('Название по-английски').last().fill(`${name}, 128 GB`);
  await manager.getByLabel('Характеристики по-русски').fill('128 ГБ · синий');
  await manager.getByLabel('Характеристики по-английски').fill('128 GB · blue');
  await manager.getByLabel('Розничная стоимость, сом').fill('80000');
  await manager.getByLabel('Страховка в месяц, сом').fill('200');
  await manager.getByRole('button', { name: 'Сохранить модель' }).click();
  await expect(manager.getByText(`«${name}, 128 ГБ» сохранено.`)).toBeVisible();

  // Its prices: two cities, three terms; the other cities do not offer it.
  await manager.getByRole('link', { name: `Цены: ${name}, 128 ГБ` }).click();
  const listed = `${name} · ${name}, 128 ГБ`;
  await expect(manager.getByRole('heading', { name: `Цены в месяц, сом: ${listed}` })).toBeVisible();
  await fillPrices(manager, { Бишкек: [4990, 4290, 3590], Ош: [4790, 4090, 3390] });
  await manager.getByRole('button', { name: 'Сохранить цены' }).click();
  await expect(manager.getByText(/Цены сохранены/)).toBeVisible();

  // Three units at the Chuy office.
  await manager.getByRole('navigation').getByRole('link', { name: 'Склад' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Склад' })).toBeVisible();
  await manager.getByRole('button', { name: 'Добавить устройства' }).click();
  const add = manager.getByRole('form', { name: 'Новые устройства' });
  const model = await add.getByLabel('Модель').locator('option', { hasText: name }).getAttribute('value');
  await add.getByLabel('Модель').selectOption(model ?? '');
  const office = await add
    .getByLabel('Офис')
    .locator('option', { hasText: 'Офис на Чуй' })
    .getAttribute('value');
  await add.getByLabel('Офис').selectOption(office ?? '');
  await add.getByLabel('Цвет').fill('синий');
  const digits = String(Date.now()).slice(-8);
  await add
    .getByLabel('Серийные номера')
    .fill([1, 2, 3].map((n) => `PX${stamp}${n}, ${imei(`35${digits}000${n}`)}`).join('\n'));
  await add.getByRole('button', { name: 'Добавить на склад' }).click();
  await expect(manager.getByText('Добавлено на склад: 3 шт.')).toBeVisible();

  // The public catalogue has it within 5 seconds, with the photo and the Bishkek price.
  await expect
    .poll(async () => (await published(request, slug)).gadget?.priceFromByCity, { timeout: 5_000 })
    .toEqual([
      { cityID: 1, monthly: 359_000 },
      { cityID: 2, monthly: 339_000 },
    ]);
  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await visitor.goto(`/catalog/smartphones/${slug}/`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.locator('[data-picture="photo"] img')).toHaveAttribute('src', /\.webp$/);
  await visitor.getByRole('radio', { name: /12 месяцев/ }).check();
  await expect(visitor.getByText(som(3_590)).first()).toBeVisible();
  await visitor.close();

  // The customer rents it: 3 590 a month and 200 of insurance.
  await page.goto('/cards/');
  await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
  const rented = await buy(request, client.token, slug);
  expect(await monthlyQuote(request, client.token, slug)).toBe(379_000);

  // The manager raises the 12-month Bishkek price; the running subscription keeps its price.
  await manager.getByRole('navigation').getByRole('link', { name: 'Цены' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Цены' })).toBeVisible();
  await manager.getByLabel('Модель').selectOption({ label: listed });
  await manager.getByLabel('Бишкек, 12 месяцев').fill('3890');
  await manager.getByRole('button', { name: 'Сохранить цены' }).click();
  await expect(manager.getByText(/Цены сохранены/)).toBeVisible();
  await expect(manager.getByText('1 подписка оплачивается по цене, по которой была оформлена')).toBeVisible();

  await expect.poll(() => monthlyQuote(request, client.token, slug), { timeout: 5_000 }).toBe(409_000);
  const subscriptions = ZSubscriptionsResponse.parse(
    await (await apiGet(request, 'subscription/info/', { token: client.token })).json(),
  ).subscriptions;
  expect(subscriptions.find((s) => s.id === rented)?.total).toBe(379_000);
  await page.goto(`/subscriptions/${rented}/`);
  await expect(page.getByText(som(3_790)).first()).toBeVisible();
});
