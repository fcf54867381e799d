import { describe, expect, it } from 'vitest';
import { termDates } from '../../../src/modules/subscriptions/dates';
import {
  type ClientTarget,
  clientTransition,
  closeTransition,
  endPause,
  handOverTransition,
  pausesAllowed,
  type SubscriptionRow,
} from '../../../src/modules/subscriptions/transitions';

const RULES = { maxDays: 30, onePerMonths: 3 };
/** 11:00 in Bishkek on 2026-03-10. */
const NOW = new Date('2026-03-10T05:00:00Z');

function row(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    id: 1,
    clientId: 1,
    modelId: 1,
    cityId: 1,
    status: 2,
    serial: 'IJ-1',
    term: 12,
    startDate: '2026-01-20',
    endDate: '2027-01-20',
    nextPaymentDate: '2026-03-20',
    returnDate: null,
    insurance: false,
    insuranceMonthly: 0,
    delivery: 'pickup',
    officeId: 1,
    deliveryAddress: null,
    deliveryFee: 0,
    promoCodeId: null,
    promo: null,
    discount: 0,
    rentMonthly: 0,
    termPrices: null,
    monthlyTotal: 100_000,
    deviceValue: 9_500_000,
    firstPayment: 100_000,
    roistatVisit: null,
    draftKey: null,
    billingPeriod: 3,
    periodsBefore: 0,
    replacesId: null,
    billingDay: 20,
    overdueSince: null,
    pauseCount: 0,
    pausedAt: null,
    pausedDays: 0,
    pauseEndsOn: null,
    handedOverAt: null,
    handedOverBy: null,
    idChecked: false,
    cancelledAt: null,
    cancelReason: null,
    deliveryOn: null,
    deliveryFrom: null,
    deliveryTo: null,
    closedAt: null,
    createdAt: new Date('2026-01-19T00:00:00Z'),
    updatedAt: new Date('2026-01-19T00:00:00Z'),
    ...overrides,
  };
}

function allowed(from: SubscriptionRow, target: ClientTarget, now = NOW) {
  const transition = clientTransition(from, target, now, RULES);
  if (!transition.allowed) throw new Error(`refused: ${transition.text}`);
  return transition;
}

describe('the client transitions', () => {
  it('allows one pause per 3 months of the term, at least one', () => {
    expect([3, 6, 12].map((term) => pausesAllowed(term, RULES))).toEqual([1, 2, 4]);
    expect(pausesAllowed(3, { maxDays: 30, onePerMonths: 6 })).toBe(1);
  });

  it('pauses: dates move by the longest pause, the pause is counted and ends on a set day', () => {
    const { action, changes } = allowed(row(), 3);
    expect(action).toBe('subscription.paused');
    expect(changes).toEqual({
      status: 3,
      pauseCount: 1,
      pausedAt: NOW,
      pauseEndsOn: '2026-04-09',
      nextPaymentDate: '2026-04-19',
      endDate: '2027-02-19',
    });
  });

  it('resumes early: the dates keep only the days paused, and payments fall on the new day', () => {
    const paused = row({ ...allowed(row(), 3).changes } as Partial<SubscriptionRow>);
    const resumed = allowed(paused, 2, new Date('2026-03-22T05:00:00Z'));
    expect(resumed.action).toBe('subscription.resumed');
    expect(resumed.changes).toEqual({
      status: 2,
      pausedAt: null,
      pauseEndsOn: null,
      pausedDays: 12,
      nextPaymentDate: '2026-04-01',
      endDate: '2027-02-01',
      billingDay: 1,
    });
  });

  it('resumes on the day it paused: nothing moves and the day of month stays', () => {
    const paused = row({ ...allowed(row(), 3).changes } as Partial<SubscriptionRow>);
    expect(allowed(paused, 2).changes).toMatchObject({
      pausedDays: 0,
      nextPaymentDate: '2026-03-20',
      endDate: '2027-01-20',
    });
    expect(allowed(paused, 2).changes).not.toHaveProperty('billingDay');
  });

  it('ends a pause that reached its longest without moving the dates back', () => {
    const paused = row({ ...allowed(row(), 3).changes } as Partial<SubscriptionRow>);
    expect(endPause(paused, '2026-04-15')).toMatchObject({
      pausedDays: 30,
      nextPaymentDate: '2026-04-19',
      endDate: '2027-02-19',
      billingDay: 19,
    });
  });

  it('unsubscribes: the device goes back on the last paid day, or today when that has passed', () => {
    expect(allowed(row(), 4).changes).toEqual({ status: 4, cancelledAt: NOW, returnDate: '2026-03-19' });
    expect(allowed(row({ nextPaymentDate: '2026-03-01' }), 4).changes.returnDate).toBe('2026-03-10');
  });

  it('unsubscribes from a pause: the days paused carry the paid period on', () => {
    const paused = row({ ...allowed(row(), 3).changes } as Partial<SubscriptionRow>);
    const { changes } = allowed(paused, 4, new Date('2026-03-15T05:00:00Z'));
    expect(changes).toMatchObject({
      status: 4,
      pausedDays: 5,
      nextPaymentDate: '2026-03-25',
      returnDate: '2026-03-24',
    });
  });

  it.each([
    [1, 2, 'statusFromCreated'],
    [1, 3, 'statusFromCreated'],
    [1, 4, 'statusFromCreated'],
    [2, 2, 'statusFromActive'],
    [3, 3, 'statusFromPaused'],
    [4, 2, 'statusFromRefusal'],
    [4, 3, 'statusFromRefusal'],
    [4, 4, 'statusFromRefusal'],
    [5, 2, 'statusFromClosed'],
    [5, 3, 'statusFromClosed'],
    [5, 4, 'statusFromClosed'],
  ] as const)('refuses %i → %i with %s', (status, target, text) => {
    expect(clientTransition(row({ status }), target, NOW, RULES)).toEqual({
      allowed: false,
      code: 'status_not_allowed',
      text,
    });
  });

  it('refuses a pause over the limit, saying how many were used', () => {
    expect(clientTransition(row({ term: 3, pauseCount: 1 }), 3, NOW, RULES)).toEqual({
      allowed: false,
      code: 'pause_limit_reached',
      text: 'pauseLimitReached',
      values: { used: '1', allowed: '1' },
    });
  });
});

describe('the staff transitions', () => {
  const by = { serial: 'IJ-7', operator: 'aida' };

  it('starts a subscription on the hand-over day: next payment and end on the same day of month', () => {
    expect(termDates('2026-01-31', 3)).toEqual({
      startDate: '2026-01-31',
      nextPaymentDate: '2026-02-28',
      endDate: '2026-04-30',
      billingDay: 31,
    });
    const handedOver = handOverTransition(row({ status: 1, startDate: null }), NOW, by);
    expect(handedOver).toMatchObject({
      allowed: true,
      action: 'subscription.handed_over',
      changes: {
        status: 2,
        startDate: '2026-03-10',
        nextPaymentDate: '2026-04-10',
        endDate: '2027-03-10',
        billingDay: 10,
        billingPeriod: 2,
        serial: 'IJ-7',
        handedOverBy: 'aida',
        idChecked: true,
      },
    });
    expect(handOverTransition(row({ status: 2 }), NOW, by)).toMatchObject({
      allowed: false,
      text: 'opsNotAwaitingHandover',
      values: { status: '2' },
    });
  });

  it('closes from active, paused or refusal, never from created or closed', () => {
    for (const status of [2, 3, 4]) {
      expect(closeTransition(row({ status }), NOW)).toMatchObject({
        allowed: true,
        changes: { status: 5, returnDate: '2026-03-10' },
      });
    }
    for (const status of [1, 5]) {
      expect(closeTransition(row({ status }), NOW)).toMatchObject({
        allowed: false,
        text: 'opsNotReturnable',
      });
    }
  });
});
