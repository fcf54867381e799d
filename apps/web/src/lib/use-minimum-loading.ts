import { FETCH_MIN_DELAY_MS } from '@ijara/contract';
import { useEffect, useRef, useState } from 'react';

/**
 * Keeps a loading state on screen for at least FETCH_MIN_DELAY_MS once it has appeared, so a fast
 * answer does not flash a skeleton for one frame.
 */
export function useMinimumLoading(loading: boolean, minimum: number = FETCH_MIN_DELAY_MS): boolean {
  const [held, setHeld] = useState(loading);
  const shownAt = useRef<number | null>(loading ? Date.now() : null);

  useEffect(() => {
    if (loading) {
      shownAt.current ??= Date.now();
      setHeld(true);
      return;
    }
    if (shownAt.current === null) return;
    const left = minimum - (Date.now() - shownAt.current);
    if (left <= 0) {
      shownAt.current = null;
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => {
      shownAt.current = null;
      setHeld(false);
    }, left);
    return () => clearTimeout(timer);
  }, [loading, minimum]);

  return loading || held;
}
