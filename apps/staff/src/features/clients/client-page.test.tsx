import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt, staffMember } from '../../testing/render-at';

const MANAGER = staffMember('manager', 3, 'Менеджер Айгерим', []);

const PAGE = {
  statusCode: '200',
  client: {
    id: 42,
    name: 'Бермет Жумабаева',
    phone: '+996 (555) 123-456',
    city: 'Бишкек',
    forbidden: false,
    createdAt: '2026-11-20T06:00:00.000Z',
    firstName: 'Бермет',
    lastName: 'Жумабаева',
    patronymic: null,
    birthdate: '1995-04-17',
    email: null,
    company: null,
    companyID: null,
    employment: 'none',
    forbiddenReason: null,
    deletionRequested: false,
    version: 0,
  },
  subscriptions: [],
  payments: [
    {
      id: 9,
      date: '2026-11-20T06:00:00.000Z',
      type: 'subscription',
      status: 'success',
      amount: 389_000,
      refundedAmount: 0,
      card: 'points',
      subscriptionID: 5,
    },
  ],
  cards: [],
  notices: [],
  audit: [],
};

afterEach(() => {
  queryClient.clear();
});

it('a manager forbids with a reason: the reason is checked first, then the api’s field error shows', async () => {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: MANAGER });
    if (url.includes('clients/one/')) return answer(200, PAGE);
    expect(JSON.parse(String(init?.body))).toEqual({ id: 42, forbidden: true, reason: 'Спор', version: 0 });
    return answer(400, {
      statusCode: '400',
      code: 'validation_failed',
      message: 'Пожалуйста, введите корректные данные',
      fields: { reason: 'Причина отклонена сервером.' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  renderAt('/clients/42/');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { name: 'Бермет Жумабаева' })).toBeTruthy();
  for (const section of ['Профиль', 'Подписки', 'Платежи', 'Карты', 'Уведомления', 'Журнал']) {
    expect(screen.getByRole('heading', { name: section })).toBeTruthy();
  }
  expect(screen.getByText('баллами')).toBeTruthy();
  expect(document.querySelector('[data-payment-id="9"]')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Запретить' }));
  expect(await screen.findByText('Укажите причину (от 3 до 500 символов).')).toBeTruthy();
  expect(fetch.mock.calls.filter(([url]) => String(url).includes('forbid/'))).toHaveLength(0);

  await user.type(screen.getByLabelText('Причина (её увидят в журнале)'), 'Спор');
  await user.click(screen.getByRole('button', { name: 'Запретить' }));
  expect(await screen.findByText('Причина отклонена сервером.')).toBeTruthy();
});

it('shows the employer and its state; a manager confirms the work with a reason, then sees it confirmed', async () => {
  const sent: unknown[] = [];
  const company = { company: 'Бета Банк', companyID: 4 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: MANAGER });
      if (url.endsWith('companies/employment/')) {
        sent.push(JSON.parse(String(init?.body)));
        return answer(200, { statusCode: '200', clientID: 42, companyID: 4, employment: 'staff' });
      }
      const employment = sent.length === 0 ? 'pending' : 'staff';
      return answer(200, { ...PAGE, client: { ...PAGE.client, ...company, employment } });
    }),
  );
  renderAt('/clients/42/');
  const user = userEvent.setup();
  expect(await screen.findByText('Ждёт подтверждения — скидки пока нет')).toBeTruthy();
  expect(screen.getByText('Бета Банк')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Снять подтверждение' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Подтвердить работу' }));
  const form = within(screen.getByRole('form', { name: 'Подтвердить работу' }));
  await user.type(form.getByLabelText('Причина (её увидят в журнале)'), 'Справка с работы');
  await user.click(form.getByRole('button', { name: 'Подтвердить работу' }));
  expect(await screen.findByText('Подтверждена сотрудником')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('Работа подтверждена.');
  expect(sent).toEqual([{ clientID: 42, companyID: 4, action: 'confirm', reason: 'Справка с работы' }]);
  expect(screen.getByRole('button', { name: 'Снять подтверждение' })).toBeTruthy();
});

it('names notices and audit actions by their labels, not their codes', async () => {
  const notice = {
    kind: 'order_ready',
    channel: 'sms',
    status: 'sent',
    createdAt: PAGE.client.createdAt,
    sentAt: null,
  };
  const entry = {
    id: 1,
    at: PAGE.client.createdAt,
    actor: 'staff',
    staff: { id: MANAGER.id, name: MANAGER.name },
    client: null,
    action: 'subscription.handed_over',
    entity: 'subscription',
    entityID: '5',
    subscriptionID: 5,
    details: { from: 1, unitId: 12 },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('me/')
        ? answer(200, { statusCode: '200', staff: MANAGER })
        : answer(200, { ...PAGE, notices: [notice], audit: [entry] }),
    ),
  );
  renderAt('/clients/42/');
  const notices = within(
    (await screen.findByRole('heading', { name: 'Уведомления' })).closest('section') as HTMLElement,
  );
  expect(notices.getByText('Заказ ждёт в офисе')).toBeTruthy();
  expect(notices.queryByText('order_ready')).toBeNull();
  const audit = within(screen.getByRole('heading', { name: 'Журнал' }).closest('section') as HTMLElement);
  expect(audit.getByText('Устройство выдано')).toBeTruthy();
  expect(audit.getByText('Номер устройства: 12')).toBeTruthy();
});
