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
      wb.addEventListener('controlling', async () => {
        if (!firstInstall) return;
        const { queryClient } = await import('../lib/query-client');
        // Query keys start with the call's path (lib/api-client/query-key.ts): this is every info/* call.
        await queryClient.refetchQueries({ queryKey: ['info'], type: 'active' });
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
