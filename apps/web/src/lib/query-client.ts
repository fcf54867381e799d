import { QueryClient } from '@tanstack/react-query';

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
