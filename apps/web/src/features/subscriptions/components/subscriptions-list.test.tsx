import { formatMoney, type TSubscription } from '@ijara/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/store';
import { createClient, createSubscription } from '../../../testing/factories';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { SubscriptionsList } from './subscriptions-list';

function serve(subscriptions: TSubscription[]) {
  vi.stubGlobal('fetch', fakeFetch(json({ statusCode: '200', subscriptions })));
}

const media = () => <span data-testid="media" />;

beforeEach(async () => {
  resetApiClient();
  await setupI18n('ru');
  sessionStore.set({ token: 't', client: createClient() });
  return () => vi.unstubAllGlobals();
});

describe('the subscriptions list', () => {
  it('shows each subscription with its status, monthly amount and the dates of its state, running ones first', async () => {
    serve([
      createSubscription({
        id: 31,
        status: 4,
        paidUntil: '2026-11-30',
        returnDate: '2026-11-30',
        nextPaymentDate: null,
      }),
      createSubscription({ id: 32, status: 1, createdAt: '2026-11-20T09:00:00+06:00', startDate: null }),
      createSubscription({
        id: 33,
        status: 2,
        total: 389_000,
        nextPaymentDate: '2026-12-01',
        paidUntil: '2026-11-30',
      }),
      createSubscription({
        id: 34,
        status: 3,
        paidUntil: '2026-12-30',
        pause: { allowed: 4, used: 1, maxDays: 30, pausedOn: '2026-11-15', resumesOn: '2026-12-15' },
      }),
      createSubscription({ id: 35, status: 5, returnDate: '2026-10-01', nextPaymentDate: null }),
    ]);
    renderAt('/subscriptions/', <SubscriptionsList media={media} />);

    const cards = await screen.findAllByRole('article');
    const text = (index: number) => cards[index]?.textContent ?? '';
    expect(cards.map((card) => within(card).getByText(/^№/).textContent)).toEqual([
      '№34',
      '№33',
      '№32',
      '№31',
      '№35',
    ]);
    expect(text(0)).toContain('Приостановлена');
    expect(text(0)).toContain('Пауза до15 декабря 2026 г.');
    expect(text(1)).toContain('Активна');
    expect(text(1)).toContain(`${formatMoney(389_000, 'ru')} / мес.`);
    expect(text(1)).toContain('Следующий платёж1 декабря 2026 г.');
    expect(text(1)).toContain('Оплачено до30 ноября 2026 г.');
    expect(text(2)).toContain('Оформлена, ждёт выдачи');
    expect(text(2)).toContain('Оформлена20 ноября 2026 г.');
    expect(text(3)).toContain('Вы отказались');
    expect(text(3)).toContain('Вернуть до30 ноября 2026 г.');
    expect(text(4)).toContain('Завершена');
    expect(text(4)).toContain('Устройство возвращено1 октября 2026 г.');
    expect(text(4)).not.toContain('Следующий платёж');
    expect(screen.getAllByTestId('media')).toHaveLength(5);
  });

  it('draws each status in its badge style (SPEC.md §4)', async () => {
    serve([1, 2, 3, 4, 5].map((status) => createSubscription({ status })));
    renderAt('/subscriptions/', <SubscriptionsList media={media} />);
    await screen.findAllByRole('article');
    const tone = (text: string) => screen.getByText(text).closest('[data-tone]')?.getAttribute('data-tone');
    expect(tone('Активна')).toBe('active');
    expect(tone('Приостановлена')).toBe('pending');
    expect(tone('Оформлена, ждёт выдачи')).toBe('progress');
    expect(tone('Завершена')).toBe('finished');
    expect(tone('Вы отказались')).toBe('default');
  });

  it('opens each subscription at its own address, in the page language', async () => {
    await setupI18n('en');
    serve([createSubscription({ id: 42 })]);
    renderAt('/en/subscriptions/', <SubscriptionsList media={media} />);
    const link = await screen.findByRole('link', { name: 'iPhone 16, 128 GB' });
    expect(link.getAttribute('href')).toBe('/en/subscriptions/42/');
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('before the first subscription, leads to the catalogue', async () => {
    serve([]);
    renderAt('/subscriptions/', <SubscriptionsList media={media} />);
    expect(await screen.findByRole('heading', { name: 'Подписок пока нет' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Выбрать устройство' }).getAttribute('href')).toBe('/catalog/');
  });

  it('keeps the session count of SPEC.md §4 (status 1 not counted) from the answer', async () => {
    serve([
      createSubscription({ status: 1 }),
      createSubscription({ status: 2 }),
      createSubscription({ status: 3 }),
    ]);
    renderAt('/subscriptions/', <SubscriptionsList media={media} />);
    await screen.findAllByRole('article');
    expect(sessionStore.get().subscriptionsCount).toBe(2);
  });
});
