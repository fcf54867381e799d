import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt, staffMember } from '../../testing/render-at';

const MANAGER = staffMember('manager', 3, 'Менеджер Айгерим');
const OPERATOR = staffMember('operator', 7, 'Айбек Осмонов', [1]);

const SAVE10 = {
  id: 2,
  code: 'SAVE10',
  kind: 'subscription',
  amount: null,
  percent: 10,
  appliesTo: 'every_month',
  validFrom: null,
  validTo: null,
  maxUses: null,
  perClient: 1,
  active: true,
  used: 3,
  clients: 3,
  version: 4,
  createdAt: '2026-11-01T06:00:00.000Z',
};

afterEach(() => {
  queryClient.clear();
});

/** The api as the page sees it: `me/`, the list, and what `onSave` answers to a save. */
function stubApi(onSave: (body: Record<string, unknown>) => Response, who = MANAGER) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: who });
    if (url.endsWith('promo/save/')) return onSave(JSON.parse(String(init?.body)));
    return answer(200, { statusCode: '200', codes: [SAVE10] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

it('shows each wrong field under it before anything is sent', async () => {
  const fetch = stubApi(() => answer(500, {}));
  renderAt('/promo/');
  const user = userEvent.setup();
  expect(await screen.findByText('SAVE10')).toBeTruthy();
  expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Промокоды' })).toBeTruthy();
  expect(screen.getByText('−10 % · каждый месяц')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Новый промокод' }));
  await user.type(screen.getByLabelText('Код'), 'spring');
  await user.type(screen.getByLabelText('Или скидка, %'), '150');
  await user.type(screen.getByLabelText('Первый день'), '2027-02-01');
  await user.type(screen.getByLabelText('Последний день'), '2027-01-31');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));

  expect(
    await screen.findByText(
      'Код — от 3 до 32 символов: заглавные латинские буквы и цифры, например SPRING25.',
    ),
  ).toBeTruthy();
  expect(screen.getByText('Процент — целое число от 1 до 100.')).toBeTruthy();
  expect(screen.getByText('Последний день — не раньше первого.')).toBeTruthy();
  expect(screen.getByLabelText('Код').getAttribute('aria-invalid')).toBe('true');
  expect(fetch.mock.calls.some(([url]) => String(url).endsWith('promo/save/'))).toBe(false);

  await user.clear(screen.getByLabelText('Или скидка, %'));
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Укажите скидку: сумму в сомах или процент.')).toBeTruthy();
});

it('puts the api’s field error on its field, then saves som as tyiyn', async () => {
  const sent: Record<string, unknown>[] = [];
  stubApi((body) => {
    sent.push(body);
    if (sent.length === 1) {
      return answer(400, {
        statusCode: '400',
        code: 'validation_failed',
        message: 'Проверьте данные.',
        fields: { code: 'Такой код уже есть. Придумайте другой или найдите этот код в списке.' },
      });
    }
    return answer(200, {
      statusCode: '200',
      code: { ...SAVE10, id: 9, code: 'WINTER', amount: 50_000, used: 0 },
    });
  });
  renderAt('/promo/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Новый промокод' }));
  await user.type(screen.getByLabelText('Код'), 'SAVE10');
  await user.type(screen.getByLabelText('Скидка, сом в месяц'), '500');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(
    await screen.findByText('Такой код уже есть. Придумайте другой или найдите этот код в списке.'),
  ).toBeTruthy();
  expect(sent[0]).toMatchObject({
    code: 'SAVE10',
    kind: 'subscription',
    amount: 50_000,
    percent: null,
    id: null,
  });

  await user.clear(screen.getByLabelText('Код'));
  await user.type(screen.getByLabelText('Код'), 'WINTER');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Промокод WINTER сохранён.');
});

it('a 409 closes the form, shows why and reloads the list', async () => {
  const text =
    'Этим кодом уже пользовались: код, вид и размер скидки или баллов не меняются. Выключите его и создайте новый код.';
  const sent: Record<string, unknown>[] = [];
  const fetch = stubApi((body) => {
    sent.push(body);
    return answer(409, { statusCode: '409', code: 'status_not_allowed', message: text });
  });
  renderAt('/promo/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Изменить SAVE10' }));
  expect(screen.getByText(/Кодом уже пользовались/)).toBeTruthy();
  expect(screen.getByLabelText('Код').hasAttribute('readonly')).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect((await screen.findByRole('alert')).textContent).toContain(text);
  expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  expect(sent[0]).toMatchObject({
    id: 2,
    version: 4,
    code: 'SAVE10',
    kind: 'subscription',
    appliesTo: 'every_month',
  });
  const lists = fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/staff/promo/'));
  expect(lists.length).toBe(2);
});

it('an operator sees neither the page’s link nor its list', async () => {
  stubApi(() => answer(500, {}), OPERATOR);
  renderAt('/');
  const nav = await screen.findByRole('navigation');
  expect(within(nav).queryByRole('link', { name: 'Промокоды' })).toBeNull();
  expect(within(nav).queryByRole('link', { name: 'Офисы' })).toBeNull();
});
