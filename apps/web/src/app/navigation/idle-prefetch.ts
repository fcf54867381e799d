import { IDLE_PREFETCH_MS } from '@ijara/contract';

interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

function connectionOf(nav: Navigator | undefined): ConnectionLike | undefined {
  return (nav as (Navigator & { connection?: ConnectionLike }) | undefined)?.connection;
}

/** No prefetching on 2G or when the person asked to save data (SPEC.md §9). */
export function prefetchAllowed(
  connection: ConnectionLike | undefined = connectionOf(globalThis.navigator),
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Runs `load` once the page has been quiet for IDLE_PREFETCH_MS; returns a cancel function. */
export function scheduleIdlePrefetch(load: () => void, delay: number = IDLE_PREFETCH_MS): () => void {
  if (!prefetchAllowed()) return () => {};
  let idleHandle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof globalThis.requestIdleCallback === 'function') idleHandle = requestIdleCallback(load);
    else load();
  }, delay);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
  };
}
