import {
  addDays,
  dayOf,
  daysBetween,
  laterOf,
  type SpecTextKey,
  SUBSCRIPTION_STATUS,
  todayInBishkek,
} from '@ijara/contract';
import type { subscriptions } from '../../db/schema/index';
import { shifted, termDates } from './dates';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionChanges = Partial<typeof subscriptions.$inferInsert>;

/** What a client may ask for: 2 resume, 3 pause, 4 unsubscribe. */
export type ClientTarget = 2 | 3 | 4;

export interface PauseRules {
  /** The longest pause in days; the billing job resumes a pause that reaches it. */
  maxDays: number;
  /** One pause per this many months of the term. */
  onePerMonths: number;
}

export type Transition =
  | { allowed: true; action: string; changes: SubscriptionChanges }
  | {
      allowed: false;
      code: 'status_not_allowed' | 'pause_limit_reached';
      text: SpecTextKey;
      values?: Record<string, string>;
    };

const { created, active, pending, refusal, closed, cancelled } = SUBSCRIPTION_STATUS;

/** What the client is told when the state does not allow the change: what it does allow. */
const REFUSAL_TEXT: Record<number, SpecTextKey> = {
  [created]: 'statusFromCreated',
  [active]: 'statusFromActive',
  [pending]: 'statusFromPaused',
  [refusal]: 'statusFromRefusal',
  [closed]: 'statusFromClosed',
  [cancelled]: 'statusFromCancelled',
};

export function pausesAllowed(term: number, rules: PauseRules): number {
  return Math.max(1, Math.floor(term / rules.onePerMonths));
}

/**
 * The client's state machine (DESIGN.md §4): active → paused, paused → active, active or paused →
 * refusal. Anything else is refused with the text of what the current state allows.
 */
export function clientTransition(
  row: SubscriptionRow,
  target: ClientTarget,
  now: Date,
  rules: PauseRules,
): Transition {
  const today = todayInBishkek(now);
  if (row.status === active && target === pending) {
    // The months of every term, an extension's included (docs/decisions/056).
    const allowed = pausesAllowed(row.periodsBefore + row.term, rules);
    if (row.pauseCount >= allowed) {
      return {
        allowed: false,
        code: 'pause_limit_reached',
        text: 'pauseLimitReached',
        values: { used: String(row.pauseCount), allowed: String(allowed) },
      };
    }
    return { allowed: true, action: 'subscription.paused', changes: pause(row, today, now, rules) };
  }
  if (row.status === pending && target === active) {
    return { allowed: true, action: 'subscription.resumed', changes: endPause(row, today) };
  }
  if ((row.status === active || row.status === pending) && target === refusal) {
    return { allowed: true, action: 'subscription.unsubscribed', changes: unsubscribe(row, today, now) };
  }
  return { allowed: false, code: 'status_not_allowed', text: REFUSAL_TEXT[row.status] ?? 'statusNotAllowed' };
}

/**
 * Billing stops (the job bills status 2 only) and the dates move as if the pause lasts its longest;
 * resuming earlier moves them back by the days not used (endPause).
 */
function pause(row: SubscriptionRow, today: string, now: Date, rules: PauseRules): SubscriptionChanges {
  return {
    status: pending,
    pauseCount: row.pauseCount + 1,
    pausedAt: now,
    pauseEndsOn: addDays(today, rules.maxDays),
    nextPaymentDate: shifted(row.nextPaymentDate, rules.maxDays),
    endDate: shifted(row.endDate, rules.maxDays),
  };
}

/**
 * Active again: the dates keep the days actually paused (moved back by the days of the planned pause
 * not used), those days are added to paused_days, and payments fall on the new day of the month.
 */
export function endPause(row: SubscriptionRow, today: string): SubscriptionChanges {
  const pausedOn = row.pausedAt ? todayInBishkek(row.pausedAt) : today;
  // A pause written without an end (before pause_ends_on existed) had its dates left where they were.
  const lastDay = row.pauseEndsOn && row.pauseEndsOn < today ? row.pauseEndsOn : today;
  const paused = Math.max(0, daysBetween(pausedOn, lastDay));
  const shift = row.pauseEndsOn ? -Math.max(0, daysBetween(today, row.pauseEndsOn)) : paused;
  const nextPaymentDate = shifted(row.nextPaymentDate, shift);
  return {
    status: active,
    pausedAt: null,
    pauseEndsOn: null,
    pausedDays: row.pausedDays + paused,
    nextPaymentDate,
    endDate: shifted(row.endDate, shift),
    ...(paused > 0 && nextPaymentDate ? { billingDay: dayOf(nextPaymentDate) } : {}),
  };
}

/**
 * No charge after the paid period: the device goes back the day that period ends (today when it is
 * already over). From a pause, the pause ends first: the days paused carry the paid period on, the
 * days of the planned pause not used do not.
 */
function unsubscribe(row: SubscriptionRow, today: string, now: Date): SubscriptionChanges {
  const resumed = row.status === pending ? endPause(row, today) : {};
  const next = resumed.nextPaymentDate !== undefined ? resumed.nextPaymentDate : row.nextPaymentDate;
  const paidUntil = next ? addDays(next, -1) : today;
  return { ...resumed, status: refusal, cancelledAt: now, returnDate: laterOf(paidUntil, today) };
}

/** Staff: the device is handed over (ops `handover`): active from today, for delivery and pickup alike. */
export function handOverTransition(
  row: SubscriptionRow,
  now: Date,
  handedOver: { serial: string; operator: string },
): Transition {
  if (row.status !== created) {
    return {
      allowed: false,
      code: 'status_not_allowed',
      text: 'opsNotAwaitingHandover',
      values: { status: String(row.status) },
    };
  }
  const dates = termDates(todayInBishkek(now), row.term);
  return {
    allowed: true,
    action: 'subscription.handed_over',
    changes: {
      ...dates,
      status: active,
      billingPeriod: 2,
      serial: handedOver.serial,
      handedOverAt: now,
      handedOverBy: handedOver.operator,
      idChecked: true,
    },
  };
}

/** Staff: the device is back (ops `return`): closed today; a pause ends first so its days are kept. */
export function closeTransition(row: SubscriptionRow, now: Date): Transition {
  if (row.status !== active && row.status !== pending && row.status !== refusal) {
    return { allowed: false, code: 'status_not_allowed', text: 'opsNotReturnable' };
  }
  const today = todayInBishkek(now);
  const resumed = row.status === pending ? endPause(row, today) : {};
  return {
    allowed: true,
    action: 'subscription.closed',
    changes: { ...resumed, status: closed, closedAt: now, returnDate: today },
  };
}

/**
 * The client or a manager cancels an order before its hand-over, or the `order-expiry` job does
 * (docs/decisions/041): only status 1; what was paid is refunded by the caller in the same transaction.
 */
export function cancelTransition(row: SubscriptionRow, now: Date, reason: string): Transition {
  if (row.status !== created) {
    const text = row.status === cancelled ? 'statusFromCancelled' : 'cancelNotAllowed';
    return { allowed: false, code: 'status_not_allowed', text };
  }
  return {
    allowed: true,
    action: 'subscription.cancelled',
    changes: { status: cancelled, cancelledAt: now, cancelReason: reason, nextPaymentDate: null },
  };
}
