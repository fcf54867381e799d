import { useEffect, useReducer } from 'react';

/** Whole seconds left until `deadline` (epoch ms), re-rendering as they pass; 0 with no deadline. */
export function useCountdown(deadline: number | null): number {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      rerender();
      if (Date.now() >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  // Read the clock while rendering: a time kept in state would be stale on the render that sets a new
  // deadline and show one second too many.
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** 75 → "1:15", as a countdown reads. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
