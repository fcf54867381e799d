import type { Locale, TClaim } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** POST claim/list/: the claims of one of the client's subscriptions, newest first (docs/decisions/059). */
export async function getClaims(
  subscriptionId: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<TClaim[]> {
  return (await apiCall('claimList', { body: { subscriptionID: subscriptionId }, locale, signal })).claims;
}

export const claimsQueryKey = (subscriptionId: number, locale: Locale) =>
  [...apiQueryKey('claimList', locale), subscriptionId] as const;

export const claimsQueryOptions = (subscriptionId: number, locale: Locale) =>
  queryOptions({
    queryKey: claimsQueryKey(subscriptionId, locale),
    queryFn: ({ signal }) => getClaims(subscriptionId, locale, signal),
    // Staff take and decide claims while the page is closed: each visit asks again. The photo links
    // are signed for minutes only, another reason not to keep an old answer.
    staleTime: 0,
  });

/** The subscription's claims while something shows them (`enabled`). */
export function useClaims(subscriptionId: number, enabled = true) {
  return useQuery({ ...claimsQueryOptions(subscriptionId, useLocale()), enabled });
}
