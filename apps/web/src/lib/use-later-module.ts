import type { LaterModule as LaterModuleName } from '@ijara/contract';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterTakeOver } from './after-take-over';
import { preloadLaterScripts } from './later-scripts';

const arrived = new WeakMap<() => Promise<unknown>, unknown>();

export interface LaterModule<T> {
  /** The module; null until it has arrived. */
  module: T | null;
  /** Loads it now (its first use), instead of when the browser is idle. */
  need: () => Promise<T>;
}

/**
 * A module a page works without for a while (docs/decisions/061): it loads when the browser is idle
 * after the app has taken the page over, or at once when the page needs it first. Given `scripts` (its
 * name in the build's table, contract LATER_MODULES), the idle moment only fetches and compiles its
 * scripts, and it runs at its first use. Until then the page draws its stand-in (the module is null), as
 * the server drew it, so taking the page over needs none of it. Once arrived, later mounts start with
 * it. `onArrive` runs just before the page is drawn with it (to note where the focus is, for instance).
 * `load` must be the same function on every render.
 */
export function useLaterModule<T>(
  load: () => Promise<T>,
  { onArrive, scripts }: { onArrive?: () => void; scripts?: LaterModuleName } = {},
): LaterModule<T> {
  const [module, setModule] = useState<T | null>(() => (arrived.get(load) as T | undefined) ?? null);
  const loading = useRef<Promise<T> | null>(null);
  const arrive = useRef(onArrive);
  useLayoutEffect(() => {
    arrive.current = onArrive;
  });

  const loadOnce = useCallback(() => {
    loading.current ??= load().then(
      (loaded) => {
        if (!arrived.has(load)) arrived.set(load, loaded);
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

  // A use: the page is drawn with the module in this update, with what onArrive noted just now.
  const need = useCallback(
    () =>
      loadOnce().then((loaded) => {
        arrive.current?.();
        setModule(() => loaded);
        return loaded;
      }),
    [loadOnce],
  );

  useEffect(() => {
    if (module) return;
    let active = true;
    afterTakeOver(() => {
      if (!active) return;
      // Fetched and compiled only, when the build names its scripts: it runs at its first use.
      void (scripts ? preloadLaterScripts(scripts) : Promise.resolve(false)).then((fetched) => {
        if (fetched || !active) return;
        loadOnce().then(
          (loaded) => {
            if (!active) return;
            arrive.current?.();
            // Nobody is waiting for it: React draws the page with it as a transition, in slices rather
            // than in one long task, so a tap or a keystroke meanwhile is handled at once. A use in
            // between (need) draws it at once instead, with what it notes then.
            startTransition(() => setModule(() => loaded));
          },
          () => {},
        );
      });
    });
    return () => {
      active = false;
    };
  }, [module, loadOnce, scripts]);

  return { module, need };
}
