import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt, staffMember } from '../../testing/render-at';

const MANAGER = staffMember('manager', 3, 'Менеджер Айгерим');

const UNIT = {
  id: 12,
  serial: 'F2LXK0Q1',
  imei: null,
  model: { id: 1, name: 'iPhone 16, 128 ГБ' },
  colour: '',
  city: 'Бишкек',
  office: { id: 1, name: 'Офис на Чуй' },
  state: 'available',
  subscriptionID: null,
  purchasedOn: null,
  purchaseCost: null,
  note: '',
  retiredReason: null,
  version: 2,
};

const CONFLICT =
  'Запись изменил кто-то другой, пока она была открыта. Обновите страницу и внесите изменения снова.';

afterEach(() => {
  queryClient.clear();
});

it('an edit from an older version: the 409 message shows and the page reloads the unit', async () => {
  let current = UNIT;
  const sent: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: MANAGER });
    if (url.includes('offices/')) return answer(200, { statusCode: '200', offices: [] });
    if (url.includes('stock/update/')) {
      sent.push(JSON.parse(String(init?.body)));
      // Someone else saved a note meanwhile.
      current = { ...UNIT, note: 'Сколы на корпусе', version: 3 };
      return answer(409, { statusCode: '409', code: 'version_conflict', message: CONFLICT });
    }
    return answer(200, { statusCode: '200', unit: current, subscriptions: [], conditions: [], audit: [] });
  });
  vi.stubGlobal('fetch', fetch);
  renderAt('/stock/12/');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { name: 'iPhone 16, 128 ГБ · F2LXK0Q1' })).toBeTruthy();
  expect(screen.getByText('Устройство ещё не выдавали клиентам.')).toBeTruthy();
  const form = within(screen.getByRole('form', { name: 'Данные устройства' }));
  await user.type(form.getByLabelText('Цвет'), 'синий');
  await user.type(form.getByLabelText('IMEI'), '490154203237519');
  await user.click(form.getByRole('button', { name: 'Сохранить' }));
  expect(
    await form.findByText('IMEI — 15 цифр с верной контрольной цифрой (*#06# на телефоне).'),
  ).toBeTruthy();
  expect(sent).toHaveLength(0);

  await user.clear(form.getByLabelText('IMEI'));
  await user.click(form.getByRole('button', { name: 'Сохранить' }));
  const alert = await screen.findByText(CONFLICT, { exact: false });
  expect(alert.textContent).toContain('Показаны свежие данные устройства.');
  expect(sent[0]).toMatchObject({ id: 12, version: 2, colour: 'синий', imei: null, purchaseCost: null });
  // The form starts again from the unit as it is now.
  const fresh = within(await screen.findByRole('form', { name: 'Данные устройства' }));
  expect(await fresh.findByDisplayValue('Сколы на корпусе')).toBeTruthy();
  expect((fresh.getByLabelText('Цвет') as HTMLInputElement).value).toBe('');
});

it('a reserved unit offers no move or state change, and keeps its serial', async () => {
  const reserved = { ...UNIT, state: 'reserved', subscriptionID: 77 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: MANAGER });
      if (url.includes('offices/')) return answer(200, { statusCode: '200', offices: [] });
      return answer(200, { statusCode: '200', unit: reserved, subscriptions: [], conditions: [], audit: [] });
    }),
  );
  renderAt('/stock/12/');
  expect(await screen.findByText('зарезервировано')).toBeTruthy();
  expect(screen.getByText(/заказ № 77/)).toBeTruthy();
  expect(screen.getByText('Переместить можно только устройство в наличии или в ремонте.')).toBeTruthy();
  expect(
    screen.getByText(
      'Устройство зарезервировано или у клиента: его состояние изменится при выдаче, возврате или отмене заказа.',
    ),
  ).toBeTruthy();
  expect(screen.getByLabelText('Серийный номер').hasAttribute('readonly')).toBe(true);
  expect(screen.queryByRole('button', { name: 'Применить' })).toBeNull();
});
