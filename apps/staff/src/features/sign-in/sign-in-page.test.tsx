import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt } from '../../testing/render-at';

afterEach(() => {
  queryClient.clear();
});

it('names each wrong field in Russian before sending, then shows the api’s refusal', async () => {
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('me/')
      ? answer(401, {
          statusCode: '401',
          code: 'unauthorized',
          message: 'Сессия закончилась. Войдите снова.',
        })
      : answer(401, {
          statusCode: '401',
          code: 'sign_in_failed',
          message: 'Неверный e-mail, пароль или код. Проверьте и попробуйте ещё раз.',
        }),
  );
  vi.stubGlobal('fetch', fetch);
  renderAt('/sign-in/');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), 'not-an-email');
  await user.type(screen.getByLabelText('Код из приложения-аутентификатора'), '12');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Введите e-mail в виде name@example.kg.')).toBeTruthy();
  expect(screen.getByText('Заполните поле.')).toBeTruthy();
  expect(screen.getByText('Код — 6 цифр из приложения-аутентификатора.')).toBeTruthy();
  expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('sign-in/'))).toHaveLength(0);

  await user.clear(screen.getByLabelText('E-mail'));
  await user.type(screen.getByLabelText('E-mail'), 'Aida@Ijara.kg');
  await user.type(screen.getByLabelText('Пароль'), 'correct horse battery');
  await user.clear(screen.getByLabelText('Код из приложения-аутентификатора'));
  await user.type(screen.getByLabelText('Код из приложения-аутентификатора'), '123456');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Неверный e-mail, пароль или код. Проверьте и попробуйте ещё раз.',
  );
  const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('sign-in/')) as unknown as [
    string,
    RequestInit,
  ];
  expect(JSON.parse(String(sent[1].body))).toEqual({
    email: 'aida@ijara.kg',
    password: 'correct horse battery',
    code: '123456',
  });
  expect((screen.getByLabelText('Код из приложения-аутентификатора') as HTMLInputElement).value).toBe('');
});
