import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt, staffMember } from '../../testing/render-at';

const MANAGER = staffMember('manager', 3, 'Менеджер Айгерим');

const CHUY = {
  id: 1,
  cityID: 1,
  nameRu: 'Офис на Чуй',
  nameEn: 'Chuy office',
  addressRu: 'Бишкек, пр. Чуй, 120',
  addressEn: 'Bishkek, 120 Chuy Ave',
  hoursRu: 'Пн–Сб 10:00–20:00',
  hoursEn: 'Mon–Sat 10:00–20:00',
  mapUrl: null,
  active: true,
  waitingOrders: 2,
  unitsInUse: 5,
  version: 1,
};
const CITIES = [
  { id: 1, slug: 'bishkek', nameRu: 'Бишкек', nameEn: 'Bishkek', served: true, waitingOrders: 2 },
  { id: 5, slug: 'tokmok', nameRu: 'Токмок', nameEn: 'Tokmok', served: false, waitingOrders: 0 },
];

afterEach(() => {
  queryClient.clear();
});

it('switching off an office with waiting orders shows the 409 and reloads; the form names a bad map link', async () => {
  const text =
    'Офис нельзя выключить: заказов ждут выдачи — 2, устройств зарезервировано или у клиентов — 5. Сначала выдайте или отмените эти заказы.';
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: MANAGER });
    if (url.endsWith('offices/save/'))
      return answer(409, { statusCode: '409', code: 'status_not_allowed', message: text });
    return answer(200, { statusCode: '200', offices: [CHUY], cities: CITIES });
  });
  vi.stubGlobal('fetch', fetch);
  renderAt('/offices/');
  const user = userEvent.setup();
  expect(await screen.findByText('заказов: 2, устройств: 5')).toBeTruthy();
  expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Офисы' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Выключить: Офис на Чуй' }));
  expect((await screen.findByRole('alert')).textContent).toContain(text);
  expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('offices/all/')).length).toBe(2);

  await user.click(screen.getByRole('button', { name: 'Изменить: Офис на Чуй' }));
  await user.type(screen.getByLabelText('Ссылка на карту'), 'http://maps.example.kg/chuy');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText(/Ссылка на карту — адрес, который начинается с https:\/\//)).toBeTruthy();
});

it('opens a city for orders from the fields the page showed; a slug taken shows under its field', async () => {
  const tokmok = CITIES[1];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: MANAGER });
    if (url.endsWith('offices/city/')) {
      const body = JSON.parse(String(init?.body));
      if (body.id === null)
        return answer(400, {
          statusCode: '400',
          code: 'validation_failed',
          message: 'Проверьте поля.',
          fields: { slug: 'Этот адрес уже занят другим городом. Придумайте другой.' },
        });
      return answer(200, { statusCode: '200', city: { ...tokmok, served: true } });
    }
    return answer(200, { statusCode: '200', offices: [CHUY], cities: CITIES });
  });
  vi.stubGlobal('fetch', fetch);
  renderAt('/offices/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Открыть: Токмок' }));
  expect((await screen.findByRole('status')).textContent).toBe('«Токмок» открыт для заказов.');
  const sent = JSON.parse(
    String(fetch.mock.calls.find(([url]) => String(url).endsWith('offices/city/'))?.[1]?.body),
  );
  expect(sent).toEqual({
    slug: 'tokmok',
    nameRu: 'Токмок',
    nameEn: 'Tokmok',
    served: true,
    id: 5,
    was: { slug: 'tokmok', nameRu: 'Токмок', nameEn: 'Tokmok', served: false },
  });

  await user.click(screen.getByRole('button', { name: 'Новый город' }));
  const form = screen.getByRole('form', { name: 'Новый город' });
  await user.type(within(form).getByLabelText('Название по-русски'), 'Кант');
  await user.type(within(form).getByLabelText('Название по-английски'), 'Kant');
  await user.type(within(form).getByLabelText('Адрес (slug)'), 'tokmok');
  await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
  expect(
    await within(form).findByText('Этот адрес уже занят другим городом. Придумайте другой.'),
  ).toBeTruthy();
});
