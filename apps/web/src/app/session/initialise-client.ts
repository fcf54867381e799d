import type { Locale } from '@ijara/contract';
import { catalogQueryOptions } from '../../features/catalog/api/get-catalog';
import {
  countSubscriptions,
  subscriptionsQueryOptions,
} from '../../features/subscriptions/api/get-subscriptions';
import { isApiError } from '../../lib/api-error';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session/store';

async function loadSubscriptionsCount(locale: Locale): Promise<number | null> {
  try {
    const subscriptions = await queryClient.fetchQuery({
      ...subscriptionsQueryOptions(locale),
      staleTime: 0,
    });
    return countSubscriptions(subscriptions);
  } catch (error) {
    // Until subscriptions are served the api answers 501: nobody has any yet.
    if (isApiError(error) && error.status === 501) return 0;
    return null;
  }
}

/**
 * SPEC.md §4 client initialisation: subscriptions (for the count), then the catalogue. Neither failure
 * stops a sign-in: the count keeps its value and the catalogue page loads its own data again.
 */
export async function initialiseClient(locale: Locale): Promise<void> {
  const count = await loadSubscriptionsCount(locale);
  if (count !== null && sessionStore.get().token) sessionStore.set({ subscriptionsCount: count });
  if (!sessionStore.get().token) return;
  await queryClient.fetchQuery({ ...catalogQueryOptions(locale), staleTime: 0 }).catch(() => undefined);
}
