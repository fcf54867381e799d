import { onlineManager, QueryClient } from '@tanstack/react-query';

// TanStack Query starts out "online" and only follows the online/offline events, so a page reloaded
// offline would never see the connection come back and never refetch; it starts from navigator.onLine.
if (typeof window !== 'undefined') {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

/**
 * Server state. The api client already retries what may be retried, so queries do not; "offlineFirst"
 * lets a request reach the service worker's cache when the browser reports no network.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    },
    mutations: { retry: false, networkMode: 'offlineFirst' },
  },
});
