import { type Locale, type TSubscription, UNCOUNTED_SUBSCRIPTION_STATUS } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { sessionStore } from '../../../lib/session/store';

/** SPEC.md §4: status 1 (created, not yet handed over) does not count. */
export function countSubscriptions(subscriptions: TSubscription[]): number {
  return subscriptions.filter((s) => s.status !== UNCOUNTED_SUBSCRIPTION_STATUS).length;
}

/**
 * The session's count (the landing rule of SPEC.md §2) follows every answer of subscription/info/, not
 * only the one read at sign-in: a hand-over by staff or a checkout changes it while the session lives.
 */
export function rememberSubscriptionsCount(subscriptions: TSubscription[]): void {
  if (sessionStore.get().token) sessionStore.set({ subscriptionsCount: countSubscriptions(subscriptions) });
}

/** GET subscription/info/: the client's subscriptions; the session's count is kept from the answer. */
export async function getSubscriptions(locale: Locale, signal?: AbortSignal): Promise<TSubscription[]> {
  const { subscriptions } = await apiCall('subscriptionInfo', { locale, signal });
  rememberSubscriptionsCount(subscriptions);
  return subscriptions;
}

export const subscriptionsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('subscriptionInfo', locale),
    queryFn: ({ signal }) => getSubscriptions(locale, signal),
    // Staff hand devices over and the billing job ends pauses: each visit asks again.
    staleTime: 0,
  });

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions(useLocale()));
}
