import type { TSubscription } from '@ijara/contract';
import { stateOf } from './subscription-state';

export type KeyDate = 'ordered' | 'nextPayment' | 'resumesOn' | 'paidUntil' | 'returnBy' | 'returned';

/** The dates that matter in a subscription's state, in the order a person reads them; unset ones left out. */
export function keyDates(subscription: TSubscription): Array<{ key: KeyDate; date: string }> {
  const { nextPaymentDate, paidUntil, returnDate, pause } = subscription;
  const dates: Array<[KeyDate, string | null | undefined]> = (() => {
    switch (stateOf(subscription.status)) {
      case 'created':
        return [['ordered', subscription.createdAt]];
      case 'active':
        return [
          ['nextPayment', nextPaymentDate],
          ['paidUntil', paidUntil],
        ];
      case 'paused':
        return [
          ['resumesOn', pause?.resumesOn],
          ['paidUntil', paidUntil],
        ];
      case 'refusal':
        return [
          ['paidUntil', paidUntil],
          ['returnBy', returnDate],
        ];
      case 'closed':
        return [['returned', returnDate]];
      default:
        return [];
    }
  })();
  return dates.flatMap(([key, date]) => (date ? [{ key, date }] : []));
}
