import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt, staffMember } from '../../testing/render-at';

const OPERATOR = staffMember('operator', 7, 'Айбек Осмонов', [1]);

const DUE = {
  id: 31,
  clientName: 'Нурлан Иманов',
  phone: '996555123456',
  model: 'iPhone 15',
  status: 4,
  serial: 'SN-31',
  imei: '356938035643809',
  returnDate: '2026-12-05',
  delivery: 'pickup',
  office: 'Офис на Чуй',
  city: 'Бишкек',
  address: null,
};

const MISMATCH = 'IMEI не совпадает с IMEI этого устройства. Проверьте устройство и серийный номер.';

afterEach(() => {
  queryClient.clear();
});

it('receives a return: the api’s field error shows under the IMEI, then success returns to the list', async () => {
  const received: unknown[] = [];
  let closed = false;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: OPERATOR });
    if (url.includes('returns/one/')) {
      return answer(200, {
        statusCode: '200',
        return: { ...DUE, handover: { at: '2026-11-27T06:00:00.000Z', accessories: ['Чехол'], note: '' } },
      });
    }
    if (url.includes('returns/receive/')) {
      received.push(JSON.parse(String(init?.body)));
      if (received.length === 1) {
        return answer(409, {
          statusCode: '409',
          code: 'unit_unavailable',
          message: MISMATCH,
          fields: { imei: MISMATCH },
        });
      }
      closed = true;
      return answer(200, { statusCode: '200', id: 31, status: 5, unitState: 'repair' });
    }
    return answer(200, { statusCode: '200', returns: closed ? [] : [DUE] });
  });
  vi.stubGlobal('fetch', fetch);
  const { router } = renderAt('/returns/31/');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { name: 'Возврат по заказу № 31' })).toBeTruthy();
  expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Возвраты' })).toBeTruthy();
  expect(screen.getByText('SN-31')).toBeTruthy();
  expect(screen.getByText('356938035643809')).toBeTruthy();
  const photoInput = document.querySelector('input[type="file"]');
  expect(photoInput?.getAttribute('capture')).toBe('environment');

  await user.type(screen.getByLabelText('IMEI'), '490154203237518');
  await user.click(screen.getByRole('checkbox', { name: 'Чехол' }));
  await user.click(screen.getByRole('radio', { name: 'Повреждено → в ремонт' }));
  await user.click(screen.getByRole('button', { name: 'Принять устройство' }));
  const imei = screen.getByLabelText('IMEI');
  expect(await within(imei.closest('.field') as HTMLElement).findByText(MISMATCH)).toBeTruthy();
  expect(imei.getAttribute('aria-invalid')).toBe('true');
  expect(received[0]).toEqual({
    subscriptionID: 31,
    imei: '490154203237518',
    accessories: ['Чехол'],
    note: '',
    photos: [],
    outcome: 'damaged',
  });

  await user.clear(imei);
  await user.type(imei, '356938035643809');
  await user.click(screen.getByRole('button', { name: 'Принять устройство' }));
  expect(
    await screen.findByText('Возврат по заказу № 31 принят: устройство отправлено в ремонт.'),
  ).toBeTruthy();
  expect(router.state.location.pathname).toBe('/returns/');
  expect(await screen.findByText(/Сейчас никто не должен вернуть устройство/)).toBeTruthy();
});
