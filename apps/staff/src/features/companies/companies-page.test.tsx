import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt, staffMember } from '../../testing/render-at';

const MANAGER = staffMember('manager', 3, 'Менеджер Айгерим');
const OPERATOR = staffMember('operator', 7, 'Айбек Осмонов', [1]);

const BETA = {
  id: 4,
  nameRu: 'Бета Банк',
  nameEn: 'Beta Bank',
  discountPercent: 10,
  active: true,
  employees: 2,
  verifiedClients: 3,
  pendingClients: 1,
  version: 5,
};
const LINES = 'Не номер телефона в строках: 2. Исправьте их или удалите.';

afterEach(() => {
  queryClient.clear();
});

it('lists companies; a list with a bad line shows the api’s message under it, a good one the counts', async () => {
  const sent: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: MANAGER });
    if (url.includes('companies/employees/?id=4'))
      return answer(200, { statusCode: '200', id: 4, phones: ['+996555123456', '+996700000001'] });
    if (url.endsWith('companies/employees/')) {
      sent.push(JSON.parse(String(init?.body)));
      if (sent.length === 1) {
        return answer(400, {
          statusCode: '400',
          code: 'validation_failed',
          message: LINES,
          fields: { text: LINES },
        });
      }
      return answer(200, {
        statusCode: '200',
        company: { ...BETA, employees: 1, verifiedClients: 2, version: 6 },
        confirmed: 1,
        withdrawn: 2,
      });
    }
    return answer(200, { statusCode: '200', companies: [BETA] });
  });
  vi.stubGlobal('fetch', fetch);
  renderAt('/companies/');
  const user = userEvent.setup();
  const row = within((await screen.findByText('Бета Банк')).closest('tr') as HTMLElement);
  expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Компании' })).toBeTruthy();
  expect(row.getByText('Beta Bank')).toBeTruthy();
  expect(row.getByText('10 %')).toBeTruthy();
  expect(row.getByText('3 / 1')).toBeTruthy();

  await user.click(row.getByRole('button', { name: 'Список сотрудников: Бета Банк' }));
  const list = (await screen.findByLabelText('Телефоны сотрудников')) as HTMLTextAreaElement;
  expect(list.value).toBe('+996555123456\n+996700000001');
  expect(screen.getByText(/пустые строки пропускаются; сохранение заменяет весь список/)).toBeTruthy();

  await user.type(list, '{Enter}Иванов');
  await user.click(screen.getByRole('button', { name: 'Сохранить список' }));
  expect(await screen.findByText(LINES)).toBeTruthy();
  expect(list.getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(sent[0]).toEqual({ id: 4, version: 5, text: '+996555123456\n+996700000001\nИванов' });

  await user.clear(list);
  await user.type(list, '0555 123 456');
  await user.click(screen.getByRole('button', { name: 'Сохранить список' }));
  expect((await screen.findByRole('status')).textContent).toBe(
    'Список сохранён. Подтверждено: 1, снято подтверждение: 2.',
  );
  expect(sent[1]).toEqual({ id: 4, version: 5, text: '0555 123 456' });
  expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/staff/companies/')).length).toBe(2);
});

it('an operator has no link, and the page says the role may not', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('me/')
        ? answer(200, { statusCode: '200', staff: OPERATOR })
        : answer(403, {
            statusCode: '403',
            code: 'forbidden',
            message: 'Это действие недоступно вашей роли.',
          }),
    ),
  );
  renderAt('/companies/');
  expect(await screen.findByText('Это действие недоступно вашей роли.')).toBeTruthy();
  expect(within(screen.getByRole('navigation')).queryByRole('link', { name: 'Компании' })).toBeNull();
});
