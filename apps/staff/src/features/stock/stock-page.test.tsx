import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt, staffMember } from '../../testing/render-at';

const MANAGER = staffMember('manager', 3, 'Менеджер Айгерим');
const OPERATOR = staffMember('operator', 7, 'Айбек Осмонов', [1]);

const UNIT = {
  id: 12,
  serial: 'F2LXK0Q1',
  imei: '356938035643809',
  model: { id: 1, name: 'iPhone 16, 128 ГБ' },
  colour: 'чёрный',
  city: 'Бишкек',
  office: { id: 1, name: 'Офис на Чуй' },
  state: 'repair',
  subscriptionID: null,
  purchasedOn: '2026-11-20',
  purchaseCost: 9_500_000,
  note: '',
  retiredReason: null,
  availableFrom: null,
  version: 2,
};

/** On its way (expected stock, docs/decisions/051). */
const ARRIVING = {
  ...UNIT,
  id: 13,
  serial: 'F2LXK0Q2',
  imei: null,
  state: 'available',
  availableFrom: '2099-01-15',
  version: 0,
};

const CHOICES = {
  models: [
    { id: 1, name: 'iPhone 16, 128 ГБ' },
    { id: 7, name: 'Xbox Series X, 1 ТБ' },
  ],
  offices: [
    { id: 1, name: 'Офис на Чуй', city: 'Бишкек', active: true },
    { id: 3, name: 'Офис в Оше', city: 'Ош', active: true },
  ],
};

const LINE_ERRORS = [
  'Строка 3: IMEI 490154203237519 не проходит проверку контрольной цифры.',
  'Строка 4: серийный номер SN-2 уже есть в строке 2.',
  'Строка 5: дата поступления 26.11.2020 уже прошла. У устройства, которое уже на месте, дату не указывают.',
].join('\n');

afterEach(() => {
  queryClient.clear();
});

it('lists units with their filters in the address; an operator has no add button', async () => {
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: OPERATOR });
    const params = new URL(url, 'http://localhost').searchParams;
    const units = params.get('state') === 'available' ? [] : [UNIT, ARRIVING];
    return answer(200, { statusCode: '200', units, more: false, ...CHOICES, offices: [CHOICES.offices[0]] });
  });
  vi.stubGlobal('fetch', fetch);
  const { router } = renderAt('/stock/?q=F2L');
  const user = userEvent.setup();
  const link = await screen.findByRole('link', { name: 'F2LXK0Q1' });
  expect(link.getAttribute('href')).toBe('/stock/12/');
  expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Склад' })).toBeTruthy();
  expect(screen.getByText('Найдено 2 устройства')).toBeTruthy();
  const row = within(link.closest('tr') as HTMLElement);
  expect(row.getByText('в ремонте')).toBeTruthy();
  expect(row.getByText('Офис на Чуй · Бишкек')).toBeTruthy();
  const arriving = screen.getByRole('link', { name: 'F2LXK0Q2' }).closest('tr') as HTMLElement;
  expect(within(arriving).getByText('ожидается с 15 января 2099 г.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Добавить устройства' })).toBeNull();
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/staff/stock/?q=F2L');

  await user.selectOptions(screen.getByLabelText('Состояние'), 'available');
  expect(await screen.findByText('Таких устройств нет. Измените фильтры или поиск.')).toBeTruthy();
  expect(router.state.location.search).toBe('?state=available&q=F2L');
});

it('adds pasted units: the api’s line errors show under the field, nothing is lost, then it adds', async () => {
  const sent: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: MANAGER });
    if (url.includes('stock/add/')) {
      sent.push(JSON.parse(String(init?.body)));
      if (sent.length === 1) {
        return answer(400, {
          statusCode: '400',
          code: 'validation_failed',
          message: 'В списке есть ошибки, ничего не добавлено. Исправьте строки и отправьте список снова.',
          fields: { lines: LINE_ERRORS },
        });
      }
      return answer(200, { statusCode: '200', count: 2, ids: [40, 41] });
    }
    return answer(200, { statusCode: '200', units: [UNIT], more: false, ...CHOICES });
  });
  vi.stubGlobal('fetch', fetch);
  renderAt('/stock/?model=7');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Добавить устройства' }));
  const form = within(screen.getByRole('form', { name: 'Новые устройства' }));

  await user.click(form.getByRole('button', { name: 'Добавить на склад' }));
  expect(
    await form.findByText('Вставьте хотя бы одну строку: серийный номер или «серийный номер, IMEI».'),
  ).toBeTruthy();
  const office = form.getByLabelText('Офис');
  expect(within(office.closest('.field') as HTMLElement).getByText('Заполните поле.')).toBeTruthy();
  expect(sent).toHaveLength(0);

  expect((form.getByLabelText('Модель') as HTMLSelectElement).value).toBe('7');
  await user.selectOptions(office, '3');
  await user.type(form.getByLabelText('Цвет'), 'чёрный');
  await user.type(form.getByLabelText('Цена за штуку, сом'), '45000,50');
  const lines = form.getByLabelText('Серийные номера');
  await user.type(lines, 'SN-1{enter}SN-2{enter}SN-3, 490154203237519{enter}SN-2{enter}SN-4, 26.11.2020');
  await user.click(form.getByRole('button', { name: 'Добавить на склад' }));
  const error = await within(lines.closest('.field') as HTMLElement).findByText(/Строка 3: IMEI/);
  expect(error.textContent).toBe(LINE_ERRORS);
  expect(lines.getAttribute('aria-invalid')).toBe('true');
  expect(form.getByRole('alert').textContent).toBe(
    'В списке есть ошибки, ничего не добавлено. Исправьте строки и отправьте список снова.',
  );
  expect(sent[0]).toEqual({
    modelID: 7,
    officeID: 3,
    colour: 'чёрный',
    purchasedOn: null,
    purchaseCost: 4_500_050,
    lines: 'SN-1\nSN-2\nSN-3, 490154203237519\nSN-2\nSN-4, 26.11.2020',
  });

  await user.clear(lines);
  await user.type(lines, 'SN-1{enter}SN-2');
  await user.click(form.getByRole('button', { name: 'Добавить на склад' }));
  expect(await screen.findByText('Добавлено на склад: 2 шт.')).toBeTruthy();
  expect(screen.queryByRole('form', { name: 'Новые устройства' })).toBeNull();
});
