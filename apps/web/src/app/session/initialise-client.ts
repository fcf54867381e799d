import type { Locale } from '@ijara/contract';
import { catalogQueryOptions } from '../../features/catalog/api/get-catalog';
import { subscriptionsQueryOptions } from '../../features/subscriptions/api/get-subscriptions';
import { isApiError } from '../../lib/api-error';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session/store';

/**
 * Reads subscription/info/ again; its fetcher keeps the session's count (status 1 not counted). A 501
 * (an api that does not serve subscriptions) means none; any other failure keeps the count it had.
 */
export async function refreshSubscriptionsCount(locale: Locale): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...subscriptionsQueryOptions(locale), staleTime: 0 });
  } catch (error) {
    if (isApiError(error) && error.status === 501 && sessionStore.get().token) {
      sessionStore.set({ subscriptionsCount: 0 });
    }
  }
}

/**
 * SPEC.md §4 client initialisation: subscriptions (for the count), then the catalogue. Neither failure
 * stops a sign-in: the count keeps its value and the catalogue page loads its own data again.
 */
export async function initialiseClient(locale: Locale): Promise<void> {
  await refreshSubscriptionsCount(locale);
  if (!sessionStore.get().token) return;
  await queryClient.fetchQuery({ ...catalogQueryOptions(locale), staleTime: 0 }).catch(() => undefined);
}
