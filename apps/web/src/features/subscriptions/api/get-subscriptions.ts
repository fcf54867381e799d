import { type Locale, type TSubscription, UNCOUNTED_SUBSCRIPTION_STATUS } from '@ijara/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';

/** GET subscription/info/: the client's subscriptions. */
export async function getSubscriptions(locale: Locale, signal?: AbortSignal): Promise<TSubscription[]> {
  return (await apiCall('subscriptionInfo', { locale, signal })).subscriptions;
}

export const subscriptionsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('subscriptionInfo', locale),
    queryFn: ({ signal }) => getSubscriptions(locale, signal),
  });

/** SPEC.md §4: status 1 (created, not yet handed over) does not count. */
export function countSubscriptions(subscriptions: TSubscription[]): number {
  return subscriptions.filter((s) => s.status !== UNCOUNTED_SUBSCRIPTION_STATUS).length;
}
