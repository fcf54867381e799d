import type { Locale, TCard } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** GET payment/cards/: the client's bound cards, masked. */
export async function getCards(locale: Locale, signal?: AbortSignal): Promise<TCard[]> {
  return (await apiCall('paymentCards', { locale, signal })).cards;
}

export const cardsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('paymentCards', locale),
    queryFn: ({ signal }) => getCards(locale, signal),
    // Cards change in another tab (the gateway's page) and through callbacks: never trust a stale list.
    staleTime: 0,
  });

export function useCards(options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...cardsQueryOptions(useLocale()), ...options });
}
