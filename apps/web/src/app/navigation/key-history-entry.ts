/** How this document was reached: a new navigation, a reload, or Back/Forward. */
function arrival(): NavigationTimingType {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type ?? 'navigate';
}

/**
 * Gives the history entry of a page load a key of its own, unless the person came back to it. The router
 * saves scroll positions by entry key, and an entry it did not push (a typed address, a link from
 * elsewhere, a new tab) has no key: it reads as "default", so every fresh load shared one position and
 * opened where another page had been left. Chromium also keeps the old key when the same address is
 * opened again. A reload or Back/Forward keeps the key (it stays in history.state) and finds its position.
 */
export function keyHistoryEntry(history: History = window.history, arrivedBy = arrival()): void {
  const returning = arrivedBy === 'reload' || arrivedBy === 'back_forward';
  if (returning && history.state?.key) return;
  history.replaceState({ ...history.state, key: Math.random().toString(36).slice(2, 10) }, '');
}
