import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterTakeOver } from './after-take-over';

const arrived = new WeakMap<() => Promise<unknown>, unknown>();

export interface LaterModule<T> {
  /** The module; null until it has arrived. */
  module: T | null;
  /** Loads it now (its first use), instead of when the browser is idle. */
  need: () => Promise<T>;
}

/**
 * A module a page works without for a while (docs/decisions/061): it loads when the browser is idle
 * after the app has taken the page over, or at once when the page needs it first. Until then the page
 * draws its stand-in (the module is null), as the server drew it, so taking the page over needs none of
 * it. Once arrived, later mounts start with it. `onArrive` runs just before the page is drawn with it
 * (to note where the focus is, for instance). `load` must be the same function on every render.
 */
export function useLaterModule<T>(load: () => Promise<T>, onArrive?: () => void): LaterModule<T> {
  const [module, setModule] = useState<T | null>(() => (arrived.get(load) as T | undefined) ?? null);
  const loading = useRef<Promise<T> | null>(null);
  const arrive = useRef(onArrive);
  useLayoutEffect(() => {
    arrive.current = onArrive;
  });

  const need = useCallback(() => {
    loading.current ??= load().then(
      (loaded) => {
        if (!arrived.has(load)) arrived.set(load, loaded);
        arrive.current?.();
        setModule(() => loaded);
        return loaded;
      },
      (error: unknown) => {
        // Asked again at the next use: the connection may be back.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [load]);

  useEffect(() => {
    if (module) return;
    let active = true;
    afterTakeOver(() => {
      if (active) void need().catch(() => {});
    });
    return () => {
      active = false;
    };
  }, [module, need]);

  return { module, need };
}
