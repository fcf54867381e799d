import { afterTakeOver } from '../lib/after-take-over';

/**
 * How long after the worker takes over a first visit's page its info/* answers are fetched again
 * through it: not in the seconds a visitor starts using the page (a slow phone parses the catalogue for
 * tens of milliseconds), and still within nearly any visit.
 */
const REFETCH_AFTER_MS = 10_000;

/** The service worker of SPEC.md §7: /sw.js, scope "/", registered from code (no inline script). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const firstInstall = !navigator.serviceWorker.controller;
  const register = async () => {
    try {
      const { Workbox } = await import('workbox-window');
      const wb = new Workbox('/sw.js', { scope: '/' });
      // The first page's answers went past a worker that did not exist yet; fetch them once more
      // through it so that an offline revisit finds them in its cache.
      wb.addEventListener('controlling', () => {
        if (!firstInstall) return;
        setTimeout(() => afterTakeOver(() => void refetchThroughWorker()), REFETCH_AFTER_MS);
      });
      await wb.register();
    } catch (error) {
      // Private windows and locked-down browsers refuse workers; the app works without one.
      console.info('service worker not registered', error);
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function refetchThroughWorker(): Promise<void> {
  const { queryClient } = await import('../lib/query-client');
  // Query keys start with the call's path (lib/api-client/query-key.ts): this is every info/* call.
  await queryClient.refetchQueries({ queryKey: ['info'], type: 'active' });
}
