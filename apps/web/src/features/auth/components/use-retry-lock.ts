import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useCountdown } from './use-countdown';

/**
 * Seconds until the api accepts the next attempt after a 429 (its Retry-After), counting down; 0 when
 * the last error was something else or there was none.
 */
export function useRetryLock(error: unknown): number {
  const [deadline, setDeadline] = useState<number | null>(null);
  useEffect(() => {
    const wait = isApiError(error) && error.status === 429 ? error.retryAfter : null;
    setDeadline(wait ? Date.now() + wait * 1000 : null);
  }, [error]);
  return useCountdown(deadline);
}
