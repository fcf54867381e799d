import { addDays, daysBetween, laterOf, SUBSCRIPTION_STATUS, type TSubscription } from '@ijara/contract';
import type { StatusRequest } from './api/set-subscription-status';

/** The states of DESIGN.md §4 by name; any other number is shown as "unknown" (SPEC.md §4). */
export type SubscriptionState =
  | 'created'
  | 'active'
  | 'paused'
  | 'refusal'
  | 'closed'
  | 'cancelled'
  | 'boughtOut'
  | 'unknown';

const STATES: Record<number, SubscriptionState> = {
  [SUBSCRIPTION_STATUS.created]: 'created',
  [SUBSCRIPTION_STATUS.active]: 'active',
  [SUBSCRIPTION_STATUS.pending]: 'paused',
  [SUBSCRIPTION_STATUS.refusal]: 'refusal',
  [SUBSCRIPTION_STATUS.closed]: 'closed',
  [SUBSCRIPTION_STATUS.cancelled]: 'cancelled',
  [SUBSCRIPTION_STATUS.boughtOut]: 'boughtOut',
};

export function stateOf(status: number): SubscriptionState {
  return STATES[status] ?? 'unknown';
}

export type SubscriptionAction = 'pause' | 'resume' | 'unsubscribe';

export const ACTION_STATUS: Record<SubscriptionAction, StatusRequest> = {
  resume: SUBSCRIPTION_STATUS.active,
  pause: SUBSCRIPTION_STATUS.pending,
  unsubscribe: SUBSCRIPTION_STATUS.refusal,
};

/** What the person may do in each state (the api's state machine): active and paused only. */
export function actionsOf(status: number): SubscriptionAction[] {
  if (status === SUBSCRIPTION_STATUS.active) return ['pause', 'unsubscribe'];
  if (status === SUBSCRIPTION_STATUS.pending) return ['resume', 'unsubscribe'];
  return [];
}

export function pausesLeft(subscription: TSubscription): number {
  const pause = subscription.pause;
  return pause ? Math.max(0, pause.allowed - pause.used) : 0;
}

/** Running subscriptions first, then those waiting for the hand-over, then those that ended. */
const ORDER: Record<SubscriptionState, number> = {
  active: 0,
  paused: 0,
  created: 1,
  refusal: 2,
  unknown: 3,
  closed: 4,
  boughtOut: 4,
  cancelled: 5,
};

/** In list order: by ORDER, the newest first within each group. */
export function sortSubscriptions(list: TSubscription[]): TSubscription[] {
  return [...list].sort((a, b) => ORDER[stateOf(a.status)] - ORDER[stateOf(b.status)] || b.id - a.id);
}

/**
 * The dates a change will give, for the confirmation dialogs, by the rules of DESIGN.md §4 as the api
 * applies them: a pause moves the dates by its longest length at once, so ending it early (resuming,
 * or unsubscribing while paused) moves them back by the days not used. The page shows the api's own
 * dates once it answers.
 */
export function preview(subscription: TSubscription, today: string) {
  const pause = subscription.pause;
  const unused =
    subscription.status === SUBSCRIPTION_STATUS.pending && pause?.resumesOn
      ? Math.max(0, daysBetween(today, pause.resumesOn))
      : 0;
  const back = (date: string | null | undefined) => (date ? addDays(date, -unused) : null);
  const paidUntil = back(subscription.paidUntil);
  return {
    /** A pause started today ends, at the latest, on this day. */
    pauseEndsOn: pause ? addDays(today, pause.maxDays) : null,
    /** Resuming today: the next charge. */
    nextPaymentAfterResume: back(subscription.nextPaymentDate),
    /** Unsubscribing today: the last day paid for, and the day the device goes back. */
    paidUntil,
    returnBy: laterOf(paidUntil ?? today, today),
  };
}
