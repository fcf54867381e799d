import { formatMoney, type TClaim } from '@ijara/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/store';
import { createClient, createSubscription } from '../../../testing/factories';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { ClaimSection } from './claim-section';

const money = (amount: number) => formatMoney(amount, 'ru');

beforeEach(async () => {
  resetApiClient();
  await setupI18n('ru');
  return () => vi.unstubAllGlobals();
});

function claim(overrides: Partial<TClaim> = {}): TClaim {
  return {
    id: 12,
    subscriptionID: 7,
    kind: 'stolen',
    status: 'decided',
    source: 'client',
    happenedAt: '2026-11-20T04:30:00.000Z',
    reportedAt: '2026-11-20T06:00:00.000Z',
    late: false,
    description: 'Украли в маршрутке',
    photos: [
      { id: 3, type: 'image', url: '/api/claim-files/full/3/?s=x', thumb: '/api/claim-files/thumb/3/?s=x' },
    ],
    policeReport: { id: 4, type: 'pdf', url: '/api/claim-files/full/4/?s=x', thumb: null },
    outcome: 'written_off',
    amount: 4_500_000,
    reason: 'Кража подтверждена справкой',
    decidedAt: '2026-11-21T06:00:00.000Z',
    paymentID: 90,
    paymentStatus: 'fail',
    due: 4_500_000,
    finishedAt: null,
    ...overrides,
  };
}

const active = () => createSubscription({ id: 7, status: 2, insurance: true, deviceValue: 9_000_000 });

describe('claims on the subscription page', () => {
  it('offers the report while the device is out and no claim is open, and states the cover', () => {
    renderAt('/subscriptions/7/', <ClaimSection subscription={active()} claims={[]} onPaid={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Сообщить о поломке, потере или краже' });
    expect(link.getAttribute('href')).toBe('/subscriptions/7/claim/');
    expect(screen.getByText(/Со страховкой ремонт или замена — за наш счёт, при краже — 50%/)).toBeTruthy();
  });

  it('shows a closed replacement: every step done, nothing to pay, the reason; a new report may follow', () => {
    const closed = claim({
      kind: 'broken',
      status: 'closed',
      outcome: 'replace',
      amount: 0,
      due: 0,
      reason: 'Экран разбит, устройство заменено',
      paymentID: null,
      paymentStatus: null,
      policeReport: null,
    });
    renderAt(
      '/subscriptions/7/',
      <ClaimSection subscription={active()} claims={[closed]} onPaid={vi.fn()} />,
    );
    const card = screen.getByRole('article', { name: 'Заявка №12: поломка' });
    const steps = within(card).getByRole('list', { name: 'Ход заявки' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Принята', 'Проверка', 'Решение', 'Закрыта']);
    expect(steps.querySelector('[aria-current]')).toBeNull();
    expect(card.textContent).toContain('Замена устройства');
    expect(card.textContent).toContain('Платить ничего не нужно');
    expect(card.textContent).toContain('Экран разбит, устройство заменено');
    expect(within(card).getByRole('img', { name: 'Фото 1 к заявке №12' }).getAttribute('src')).toBe(
      '/api/claim-files/thumb/3/?s=x',
    );
    // The closed claim leaves the way to report a new one.
    expect(screen.getByRole('link', { name: 'Сообщить о поломке, потере или краже' })).toBeTruthy();
  });

  it('a decided claim whose charge failed is paid here, points first when chosen, after a confirmation', async () => {
    sessionStore.set({ token: 't', client: createClient({ bonus: 1_000_000 }), version: null });
    const paid = claim({ status: 'paid', due: 0, paymentStatus: 'success' });
    const fetch = fakeFetch(
      json({
        statusCode: '200',
        claim: paid,
        payment: { id: 90, status: 'success', card: 3_500_000, points: 1_000_000 },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const onPaid = vi.fn();
    renderAt(
      '/subscriptions/7/',
      <ClaimSection subscription={active()} claims={[claim()]} onPaid={onPaid} />,
    );
    const user = userEvent.setup();
    const card = screen.getByRole('article', { name: 'Заявка №12: кража' });
    expect(within(card).getByRole('listitem', { current: 'step' }).textContent).toBe('Оплата');
    expect(card.textContent).toContain(money(4_500_000));
    expect(card.textContent).toContain('Списать с карты не получилось.');
    expect(
      within(card)
        .getByRole('link', { name: /Справка из милиции/ })
        .getAttribute('href'),
    ).toBe('/api/claim-files/full/4/?s=x');
    // An open claim: no second report.
    expect(screen.queryByRole('link', { name: 'Сообщить о поломке, потере или краже' })).toBeNull();

    await user.click(
      within(card).getByRole('checkbox', { name: `Оплатить часть бонусными баллами: ${money(1_000_000)}` }),
    );
    await user.click(within(card).getByRole('button', { name: `Оплатить ${money(4_500_000)}` }));
    const dialog = screen.getByRole('dialog', { name: 'Оплатить заявку №12?' });
    expect(dialog.textContent).toContain(`С привязанной карты спишем ${money(3_500_000)}.`);
    expect(dialog.textContent).toContain(`Бонусными баллами оплатим ${money(1_000_000)}.`);
    await user.click(within(dialog).getByRole('button', { name: `Оплатить ${money(4_500_000)}` }));
    await waitFor(() =>
      expect(onPaid).toHaveBeenCalledWith(
        `Готово: ${money(4_500_000)} по заявке №12 оплачено. Чек — в «Платежах».`,
      ),
    );
    const pay = fetch.calls.find((call) => call.url.endsWith('/claim/pay/'));
    expect(JSON.parse(String(pay?.init.body))).toEqual({ claimID: 12, amount: 4_500_000, usePoints: true });
    expect(pay?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
