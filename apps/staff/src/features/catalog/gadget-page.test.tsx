import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt, staffMember } from '../../testing/render-at';

const MANAGER = staffMember('manager', 3, 'Менеджер Айгерим');
const OPERATOR = staffMember('operator', 7, 'Айбек Осмонов', [1]);

const MODEL = {
  id: 11,
  gadgetID: 5,
  slug: '128gb-black',
  nameRu: 'iPhone 16, 128 ГБ',
  nameEn: 'iPhone 16, 128 GB',
  specsRu: '128 ГБ · чёрный',
  specsEn: '128 GB · black',
  color: '#1f2937',
  value: 10_990_000,
  insuranceMonthly: 25_000,
  active: true,
  position: 0,
  version: 2,
  use: { running: 3, subscriptions: 4, units: 6 },
};
const GADGET = {
  id: 5,
  categoryID: 1,
  slug: 'iphone-16',
  nameRu: 'iPhone 16',
  nameEn: 'iPhone 16',
  descriptionRu: 'Смартфон Apple.',
  descriptionEn: 'An Apple smartphone.',
  image: 'phone',
  extras: [1],
  photos: [],
  active: true,
  position: 0,
  version: 7,
  models: [MODEL],
  use: MODEL.use,
};
const tree = (gadget: object = GADGET) => ({
  statusCode: '200',
  categories: [
    {
      id: 1,
      slug: 'smartphones',
      nameRu: 'Смартфоны',
      nameEn: 'Smartphones',
      active: true,
      position: 0,
      version: 0,
      gadgets: [gadget],
    },
  ],
  extras: [
    { id: 1, nameRu: 'Чехол и стекло', nameEn: 'Case and glass', active: true },
    { id: 2, nameRu: 'Зарядка', nameEn: 'Charger', active: true },
  ],
});

afterEach(() => {
  queryClient.clear();
});

/** The api as the pages see it: `me/`, the catalogue (its n-th answer), and what a write answers. */
function stubApi(onWrite: (path: string, body: Record<string, unknown>) => Response, who = MANAGER) {
  let lists = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: who });
    if (url.endsWith('/api/staff/catalog/')) {
      lists += 1;
      return answer(200, lists === 1 ? tree() : tree({ ...GADGET, nameRu: 'iPhone 16 (новое)', version: 8 }));
    }
    const path = url.replace(/^.*\/api\/staff\/catalog\//, '');
    return onWrite(path, JSON.parse(String(init?.body)));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

it('puts the api’s field error under its field, then saves the gadget with its extras', async () => {
  const sent: Record<string, unknown>[] = [];
  stubApi((path, body) => {
    sent.push({ path, ...body });
    if (sent.length === 1) {
      return answer(400, {
        statusCode: '400',
        code: 'validation_failed',
        message: 'Проверьте данные.',
        fields: { slug: 'Этот адрес уже занят другим гаджетом. Придумайте другой.' },
      });
    }
    return answer(200, { statusCode: '200', id: 5, version: 8 });
  });
  renderAt('/catalog/5/');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'iPhone 16' })).toBeTruthy();
  expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Каталог' })).toBeTruthy();
  expect(screen.getByText('подписок: 4, устройств: 6 — только скрыть')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Цены: iPhone 16, 128 ГБ' }).getAttribute('href')).toBe(
    '/prices/?model=11',
  );

  const slug = screen.getByLabelText('Адрес (slug)');
  await user.clear(slug);
  await user.type(slug, 'iphone-15');
  await user.click(screen.getByLabelText('Зарядка'));
  await user.click(screen.getByRole('button', { name: 'Сохранить гаджет' }));
  const error = await screen.findByText('Этот адрес уже занят другим гаджетом. Придумайте другой.');
  expect(slug.getAttribute('aria-invalid')).toBe('true');
  expect(slug.getAttribute('aria-describedby')).toContain(error.id);
  expect(sent[0]).toMatchObject({
    path: 'gadgets/save/',
    id: 5,
    version: 7,
    categoryID: 1,
    slug: 'iphone-15',
    extras: [1, 2],
    image: 'phone',
  });

  await user.clear(slug);
  await user.type(slug, 'iphone-16e');
  await user.click(screen.getByRole('button', { name: 'Сохранить гаджет' }));
  expect((await screen.findByRole('status')).textContent).toBe('«iPhone 16» сохранено.');
});

it('a 409 on a model’s save closes its form, says why and reloads the gadget', async () => {
  const text =
    'Запись изменил кто-то другой, пока она была открыта. Обновите страницу и внесите изменения снова.';
  const sent: Record<string, unknown>[] = [];
  const fetch = stubApi((path, body) => {
    sent.push({ path, ...body });
    return answer(409, { statusCode: '409', code: 'version_conflict', message: text });
  });
  renderAt('/catalog/5/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Изменить: iPhone 16, 128 ГБ' }));
  expect((screen.getByLabelText('Розничная стоимость, сом') as HTMLInputElement).value).toBe('109900');
  await user.clear(screen.getByLabelText('Розничная стоимость, сом'));
  await user.type(screen.getByLabelText('Розничная стоимость, сом'), '104 990');
  await user.click(screen.getByRole('button', { name: 'Сохранить модель' }));
  expect(await screen.findByText('Розничная стоимость — в целых сомах, больше нуля.')).toBeTruthy();
  expect(sent).toHaveLength(0);

  await user.clear(screen.getByLabelText('Розничная стоимость, сом'));
  await user.type(screen.getByLabelText('Розничная стоимость, сом'), '104990');
  await user.clear(screen.getByLabelText('Цвет, #rrggbb'));
  await user.type(screen.getByLabelText('Цвет, #rrggbb'), '#F5F5F0');
  await user.click(screen.getByRole('button', { name: 'Сохранить модель' }));
  expect((await screen.findByRole('alert')).textContent).toContain(text);
  expect(sent[0]).toMatchObject({
    path: 'models/save/',
    id: 11,
    version: 2,
    gadgetID: 5,
    value: 10_499_000,
    insuranceMonthly: 25_000,
    color: '#F5F5F0',
  });
  expect(screen.queryByLabelText('Розничная стоимость, сом')).toBeNull();
  expect(await screen.findByRole('heading', { level: 1, name: 'iPhone 16 (новое)' })).toBeTruthy();
  expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/staff/catalog/')).length).toBe(2);
});

it('an operator sees no catalogue in the menu', async () => {
  stubApi(() => answer(500, {}), OPERATOR);
  renderAt('/');
  const nav = await screen.findByRole('navigation');
  expect(within(nav).queryByRole('link', { name: 'Каталог' })).toBeNull();
});
