// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../testing/factories';
import { keyDates } from './key-dates';
import { actionsOf, preview, sortSubscriptions, stateOf } from './subscription-state';

const pause = { allowed: 4, used: 1, maxDays: 30, pausedOn: null, resumesOn: null };

describe('subscription states (DESIGN.md §4)', () => {
  it('names the five states and offers the changes the api allows', () => {
    expect([1, 2, 3, 4, 5, 9].map(stateOf)).toEqual([
      'created',
      'active',
      'paused',
      'refusal',
      'closed',
      'unknown',
    ]);
    expect([1, 2, 3, 4, 5, 9].map(actionsOf)).toEqual([
      [],
      ['pause', 'unsubscribe'],
      ['resume', 'unsubscribe'],
      [],
      [],
      [],
    ]);
  });

  it('lists running subscriptions first, then the ones waiting, then those that ended; newest first', () => {
    const list = [
      createSubscription({ id: 1, status: 5 }),
      createSubscription({ id: 2, status: 1 }),
      createSubscription({ id: 3, status: 2 }),
      createSubscription({ id: 4, status: 4 }),
      createSubscription({ id: 5, status: 3 }),
    ];
    expect(sortSubscriptions(list).map((s) => s.id)).toEqual([5, 3, 2, 4, 1]);
  });

  it('shows the dates that matter in each state, and only those that are set', () => {
    const base = {
      createdAt: '2026-11-01T10:00:00+06:00',
      nextPaymentDate: '2026-12-01',
      paidUntil: '2026-11-30',
      returnDate: '2026-11-30',
    };
    const keys = (status: number, extra = {}) =>
      keyDates(createSubscription({ ...base, status, ...extra })).map((d) => `${d.key} ${d.date}`);
    expect(keys(1)).toEqual(['ordered 2026-11-01T10:00:00+06:00']);
    expect(keys(2)).toEqual(['nextPayment 2026-12-01', 'paidUntil 2026-11-30']);
    expect(keys(2, { nextPaymentDate: null })).toEqual(['paidUntil 2026-11-30']);
    expect(keys(3, { pause: { ...pause, pausedOn: '2026-11-10', resumesOn: '2026-12-10' } })).toEqual([
      'resumesOn 2026-12-10',
      'paidUntil 2026-11-30',
    ]);
    expect(keys(4)).toEqual(['paidUntil 2026-11-30', 'returnBy 2026-11-30']);
    expect(keys(5)).toEqual(['returned 2026-11-30']);
  });
});

describe('the dates a change will give (the dialogs)', () => {
  it('a pause started today ends after its longest length at the latest', () => {
    const active = createSubscription({
      status: 2,
      pause,
      nextPaymentDate: '2026-12-01',
      paidUntil: '2026-11-30',
    });
    expect(preview(active, '2026-11-23')).toMatchObject({
      pauseEndsOn: '2026-12-23',
      paidUntil: '2026-11-30',
      returnBy: '2026-11-30',
    });
  });

  it('ending a pause early gives back the days not used: resuming and unsubscribing', () => {
    // Paused on 11-13 for at most 30 days: the api moved the dates by 30 at once.
    const paused = createSubscription({
      status: 3,
      pause: { ...pause, pausedOn: '2026-11-13', resumesOn: '2026-12-13' },
      nextPaymentDate: '2026-12-31',
      paidUntil: '2026-12-30',
    });
    // On 11-23 twenty days of it are not used.
    expect(preview(paused, '2026-11-23')).toMatchObject({
      nextPaymentAfterResume: '2026-12-11',
      paidUntil: '2026-12-10',
      returnBy: '2026-12-10',
    });
  });

  it('the device goes back today when the paid period is already over', () => {
    const active = createSubscription({ status: 2, pause, paidUntil: '2026-11-20' });
    expect(preview(active, '2026-11-23').returnBy).toBe('2026-11-23');
  });
});
