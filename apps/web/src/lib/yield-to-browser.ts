/**
 * Ends the current task and goes on in a new one, so the browser may paint or handle a tap in between:
 * a slow phone's main thread is then never held for the whole of a long piece of work (it counts as
 * blocking time from 50 ms on). `scheduler.yield` where there is one (it goes on before other tasks),
 * else a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
