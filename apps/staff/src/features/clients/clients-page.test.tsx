import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt, staffMember } from '../../testing/render-at';

const OPERATOR = staffMember('operator', 7, 'Айбек Осмонов', [1]);

const FOUND = {
  id: 42,
  name: 'Бермет Жумабаева',
  phone: '+996 (555) 123-456',
  city: 'Бишкек',
  forbidden: true,
  createdAt: '2026-11-20T06:00:00.000Z',
};

afterEach(() => {
  queryClient.clear();
});

it('searches clients by what was typed and lists them, with the nav of an operator', async () => {
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: OPERATOR });
    const q = new URL(url, 'http://localhost').searchParams.get('q');
    return answer(200, { statusCode: '200', clients: q === '0555 123' ? [FOUND] : [] });
  });
  vi.stubGlobal('fetch', fetch);
  const { router } = renderAt('/clients/');
  const user = userEvent.setup();
  expect(await screen.findByText('Введите телефон (можно часть номера) или имя клиента.')).toBeTruthy();
  const nav = screen.getByRole('navigation');
  expect(within(nav).getByRole('link', { name: 'Клиенты' })).toBeTruthy();
  expect(within(nav).queryByRole('link', { name: 'Журнал' })).toBeNull();
  expect(fetch.mock.calls.filter(([url]) => String(url).includes('clients/'))).toHaveLength(0);

  await user.type(screen.getByLabelText('Телефон или имя'), '0555 123');
  await user.click(screen.getByRole('button', { name: 'Найти' }));
  const link = await screen.findByRole('link', { name: 'Бермет Жумабаева' });
  expect(link.getAttribute('href')).toBe('/clients/42/');
  expect(screen.getByText('+996 (555) 123-456')).toBeTruthy();
  expect(screen.getByText('запрещён')).toBeTruthy();
  expect(router.state.location.search).toBe('?q=0555+123');
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/staff/clients/?q=0555%20123');

  await user.clear(screen.getByLabelText('Телефон или имя'));
  await user.type(screen.getByLabelText('Телефон или имя'), 'Никто');
  await user.click(screen.getByRole('button', { name: 'Найти' }));
  expect(
    await screen.findByText('Никого не нашли. Проверьте номер или попробуйте часть имени.'),
  ).toBeTruthy();
});
