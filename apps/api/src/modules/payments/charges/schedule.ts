import { DAY_MS } from '@ijara/contract';

/**
 * When a soft-declined payment is tried again: the first of `retryDays` (days after its first try)
 * still ahead of `now`; null when none is left — the last try has failed.
 */
export function nextRetryAt(firstTry: Date, now: Date, retryDays: readonly number[]): Date | null {
  for (const days of retryDays) {
    const at = new Date(firstTry.getTime() + days * DAY_MS);
    if (at.getTime() > now.getTime()) return at;
  }
  return null;
}
