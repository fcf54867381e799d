const MINUTE_MS = 60_000;

/**
 * Waits after the 1st, 2nd… failed try of a notice on a channel error that may pass (5xx, a time-out,
 * 429); after the last one the notice is "failed". Six tries over about 8.5 hours.
 */
export const RETRY_BACKOFF_MS = [1, 5, 30, 120, 360].map((minutes) => minutes * MINUTE_MS);
export const MAX_ATTEMPTS = RETRY_BACKOFF_MS.length + 1;

/** How long a claimed notice stays with the process that claimed it (each channel times out in 10 s). */
export const CLAIM_LEASE_MS = 5 * MINUTE_MS;

/** When try `attempt` (1-based) failed at `now`, the next one; null when none is left. */
export function nextTryAt(attempt: number, now: Date): Date | null {
  const wait = RETRY_BACKOFF_MS[attempt - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait);
}
