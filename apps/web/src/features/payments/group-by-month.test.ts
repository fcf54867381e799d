// @vitest-environment node
import type { TPayment } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { formatDay, groupByMonth, monthKey, monthParts, newestFirst } from './group-by-month';

let nextId = 1;
const payment = (date: string, overrides: Partial<TPayment> = {}): TPayment => ({
  id: nextId++,
  type: 'subscription',
  refunded: 0,
  lines: [{ kind: 'subscription', label: 'Подписка на 12 месяцев', amount: 489_000 }],
  status: 'success',
  amount: 489_000,
  date,
  subscriptionID: 1,
  card: '**** 4242',
  ...overrides,
});

describe('payment history order and months', () => {
  it('puts the newest payment first whatever order the api used', () => {
    const a = payment('2026-09-01T04:00:00Z');
    const b = payment('2026-11-01T04:00:00Z');
    const c = payment('2026-10-01T04:00:00Z');
    expect(newestFirst([a, b, c]).map((p) => p.id)).toEqual([b.id, c.id, a.id]);
  });

  it('groups by month, newest month first, and sums only what was paid', () => {
    const nov2 = payment('2026-11-02T04:00:00Z', { amount: 100_00 });
    const nov1 = payment('2026-11-01T04:00:00Z', { amount: 50_00, status: 'fail' });
    const oct = payment('2026-10-15T04:00:00Z', { amount: 25_50 });
    const groups = groupByMonth([oct, nov1, nov2]);
    expect(groups.map((g) => g.key)).toEqual(['2026-11', '2026-10']);
    expect(groups[0]?.payments.map((p) => p.id)).toEqual([nov2.id, nov1.id]);
    expect(groups.map((g) => g.paid)).toEqual([100_00, 25_50]);
  });

  it("reads months on Bishkek's calendar (UTC+6)", () => {
    expect(monthKey('2026-10-31T19:00:00Z')).toBe('2026-11');
    expect(monthKey('2026-10-31T17:59:59Z')).toBe('2026-10');
    expect(formatDay('2026-10-31T19:00:00Z', 'en')).toBe('1 November');
  });

  it('names the month in the locale, capitalised, with its year', () => {
    expect(monthParts('2026-11', 'ru')).toEqual({ month: 'Ноябрь', year: '2026' });
    expect(monthParts('2026-01', 'en')).toEqual({ month: 'January', year: '2026' });
    expect(formatDay('2026-03-08T06:00:00Z', 'ru')).toBe('8 марта');
  });
});
