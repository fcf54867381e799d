import type { Locale, TCard } from '@ijara/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/**
 * The whole payment/cards/ answer, with the gateway's refusal of a binding, asked only while a binding
 * is being confirmed. It has a key of its own under the list's (a path-prefix invalidation reaches
 * both) because the list's cache holds the cards alone for checkout and the card mutations.
 */
export const cardsAnswerQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...apiQueryKey('paymentCards', locale), 'answer'] as const,
    queryFn: ({ signal }) => apiCall('paymentCards', { locale, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** Polls the whole answer while `enabled`, keeping the cards list's cache up to date with each one. */
export function useCardsAnswer({ enabled, refetchInterval }: { enabled: boolean; refetchInterval: number }) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({ ...cardsAnswerQueryOptions(locale), enabled, refetchInterval });
  const cards = query.data?.cards;
  useEffect(() => {
    if (cards) queryClient.setQueryData(apiQueryKey('paymentCards', locale), cards);
  }, [cards, locale, queryClient]);
  return query;
}
