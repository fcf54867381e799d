import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { routes } from '../../app/routes';
import { i18n } from '../../lib/i18n';

function answer(status: number, body: object) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const OPERATOR = {
  id: 7,
  email: 'operator@ijara.kg',
  name: 'Айбек Осмонов',
  role: 'operator',
  offices: [1],
  active: true,
  enrolled: true,
  version: 1,
  createdAt: '2026-11-01T06:00:00.000Z',
};

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
  const router = createMemoryRouter(routes, { initialEntries: ['/clients/'] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
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
