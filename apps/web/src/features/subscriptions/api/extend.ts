import type { Locale, TExtendQuote, TSubscription, TTerm } from '@ijara/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** POST subscription/extend-quote/: each term the subscription may be extended by today, priced and dated (056). */
export async function getExtendQuote(
  id: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<TExtendQuote> {
  return (await apiCall('subscriptionExtendQuote', { body: { subscriptionID: id }, locale, signal })).quote;
}

export const extendQuoteQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: [...apiQueryKey('subscriptionExtendQuote', locale), id] as const,
    queryFn: ({ signal }) => getExtendQuote(id, locale, signal),
    // Today's prices: each showing asks again. A refusal (409) is an answer, not a failure to retry.
    staleTime: 0,
    retry: false,
  });

/** The quote while the term-end choices show it. */
export function useExtendQuote(id: number, enabled: boolean) {
  return useQuery({ ...extendQuoteQueryOptions(id, useLocale()), enabled });
}

export interface ExtendRequest {
  id: number;
  term: TTerm;
  /** The monthly amount the page showed: the api refuses another (409 price_changed). */
  monthly: number;
  /** One key per confirmation: a double click or a retry after a lost answer extends once. */
  key: string;
}

/**
 * POST subscription/extend/: the answer (the new end, term and price) replaces the subscription in the
 * list; the subscription and payment queries are asked again. A refusal asks the quote again, so the
 * page shows today's prices.
 */
export function useExtend() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, term, monthly, key }: ExtendRequest) =>
      (
        await apiCall('subscriptionExtend', {
          body: { subscriptionID: id, term, monthly },
          locale,
          idempotencyKey: key,
        })
      ).subscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData<TSubscription[]>(apiQueryKey('subscriptionInfo', locale), (old) =>
        old?.map((s) => (s.id === subscription.id ? subscription : s)),
      );
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
    },
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('subscriptionExtendQuote', locale) }),
  });
}
