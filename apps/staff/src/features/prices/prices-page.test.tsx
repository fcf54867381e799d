import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt, staffMember } from '../../testing/render-at';

const MANAGER = staffMember('manager', 3, 'Менеджер Айгерим');

const cells = (city: number, prices: (number | null)[]) =>
  [3, 6, 12].map((term, i) => ({ cityID: city, term, monthly: prices[i] ?? null }));

const GRID = {
  model: { id: 1, name: 'iPhone 16 · iPhone 16, 128 ГБ', published: true },
  terms: [3, 6, 12],
  cities: [
    { id: 1, name: 'Бишкек', served: true },
    { id: 2, name: 'Ош', served: true },
  ],
  cells: [...cells(1, [599_000, 489_000, 389_000]), ...cells(2, [575_000, 469_000, 369_000])],
  insuranceMonthly: 25_000,
  value: 9_500_000,
  version: 4,
  keptPrices: 12,
};
const PAGE = {
  statusCode: '200',
  models: [GRID.model, { id: 2, name: 'iPhone 16 · 256 ГБ', published: true }],
  grid: GRID,
  extras: {
    extras: [{ id: 5, name: 'AirPods 4', billing: 'monthly', price: 59_000, active: true }],
    deliveryFees: [{ cityID: 1, city: 'Бишкек', fee: 30_000 }],
    version: 'v1',
  },
};
const CELL_ERROR = 'Бишкек, 6\u00a0месяцев: укажите цену больше нуля.';

afterEach(() => {
  queryClient.clear();
});

function api(onSave: (body: Record<string, unknown>) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: MANAGER });
    if (url.includes('prices/save/')) return onSave(JSON.parse(String(init?.body)));
    return answer(200, PAGE);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

it("shows the api's message under the cell it names; a row not offered is sent as null", async () => {
  const sent: Record<string, unknown>[] = [];
  api((body) => {
    sent.push(body);
    return answer(400, {
      statusCode: '400',
      code: 'validation_failed',
      message: 'Цены не сохранены: исправьте отмеченные ячейки.',
      fields: { 'cells.1': CELL_ERROR },
    });
  });
  renderAt('/prices/');
  const user = userEvent.setup();
  const form = within(
    await screen.findByRole('form', { name: 'Цены в месяц, сом: iPhone 16 · iPhone 16, 128 ГБ' }),
  );
  expect(screen.getByText('12 подписок оплачиваются по цене, по которой были оформлены')).toBeTruthy();
  expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Цены' })).toBeTruthy();
  const six = form.getByLabelText('Бишкек, 6 месяцев') as HTMLInputElement;
  expect(six.value).toBe('4890');
  await user.clear(six);
  await user.type(six, '0');
  await user.click(form.getByLabelText('Ош: нет в этом городе'));
  expect((form.getByLabelText('Ош, 3 месяца') as HTMLInputElement).disabled).toBe(true);
  await user.click(form.getByRole('button', { name: 'Сохранить цены' }));

  // Testing Library reads the page's text with its no-break spaces as plain ones.
  expect(await form.findByText(CELL_ERROR.replace('\u00a0', ' '))).toBeTruthy();
  expect(six.getAttribute('aria-invalid')).toBe('true');
  expect(sent[0]).toEqual({
    modelID: 1,
    version: 4,
    insuranceMonthly: 25_000,
    value: 9_500_000,
    cells: [...cells(1, [599_000, 0, 389_000]), ...cells(2, [null, null, null])],
  });
});

it('a save from an older version: the 409 message shows and the grid is read again', async () => {
  const fetch = api(() =>
    answer(409, {
      statusCode: '409',
      code: 'version_conflict',
      message:
        'Запись изменил кто-то другой, пока она была открыта. Обновите страницу и внесите изменения снова.',
    }),
  );
  renderAt('/prices/?model=1');
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: /iPhone 16, 128 ГБ/ }));
  await user.click(form.getByRole('button', { name: 'Сохранить цены' }));
  const alert = await screen.findByText(/Запись изменил кто-то другой/);
  expect(alert.textContent).toContain('Показаны актуальные цены.');
  const reads = fetch.mock.calls.filter(([url]) => String(url).includes('prices/?model=1'));
  expect(reads.length).toBeGreaterThanOrEqual(2);
});

it('names the extra whose price the api refused, under its row', async () => {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: MANAGER });
      if (url.includes('prices/extras/save/')) {
        sent.push(JSON.parse(String(init?.body)));
        return answer(400, {
          statusCode: '400',
          code: 'validation_failed',
          message: 'Цены не сохранены: исправьте отмеченные ячейки.',
          fields: { 'extras.0': 'AirPods 4: цена — в целых сомах, больше нуля.' },
        });
      }
      return answer(200, PAGE);
    }),
  );
  renderAt('/prices/');
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: 'Аксессуары и доставка' }));
  await user.clear(form.getByLabelText('AirPods 4'));
  await user.type(form.getByLabelText('AirPods 4'), '0');
  await user.clear(form.getByLabelText('Доставка: Бишкек'));
  await user.type(form.getByLabelText('Доставка: Бишкек'), '0');
  await user.click(form.getByRole('button', { name: 'Сохранить аксессуары и доставку' }));
  expect(await form.findByText('AirPods 4: цена — в целых сомах, больше нуля.')).toBeTruthy();
  expect(sent[0]).toEqual({
    version: 'v1',
    extras: [{ id: 5, price: 0 }],
    deliveryFees: [{ cityID: 1, fee: 0 }],
  });
});
