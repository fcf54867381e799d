import type { Locale, TBuyoutQuote, TSubscription } from '@ijara/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { refreshAfterPayment } from '../../../lib/session/refresh-client';
import { rememberSubscriptionsCount } from './get-subscriptions';

/** POST subscription/buyout-quote/: what buying the device out costs today, item by item (docs/decisions/055). */
export async function getBuyoutQuote(
  id: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<TBuyoutQuote> {
  return (await apiCall('subscriptionBuyoutQuote', { body: { subscriptionID: id }, locale, signal })).quote;
}

export const buyoutQuoteQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: [...apiQueryKey('subscriptionBuyoutQuote', locale), id] as const,
    queryFn: ({ signal }) => getBuyoutQuote(id, locale, signal),
    // A month paid, a retail price changed, points spent: each showing asks again.
    staleTime: 0,
    retry: false,
  });

/** The quote while something shows it (`enabled`): the buy-out section, the unsubscribe dialog. */
export function useBuyoutQuote(id: number, enabled: boolean) {
  return useQuery({ ...buyoutQuoteQueryOptions(id, useLocale()), enabled });
}

export interface BuyoutRequest {
  id: number;
  /** The amount the section showed: the api refuses another (409 with the new one). */
  amount: number;
  usePoints: boolean;
  /** One key per confirmation: a retry after a lost answer charges once. */
  key: string;
}

/**
 * POST subscription/buyout/: pays the buy-out. The answer's subscription (status 7) replaces the one in
 * the list; payments, points and the quote are asked again. A refusal (a new price, a decline) leaves
 * the quote to be asked again too, so the section shows what is true now.
 */
export function useBuyout() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount, usePoints, key }: BuyoutRequest) =>
      apiCall('subscriptionBuyout', {
        body: { subscriptionID: id, amount, ...(usePoints ? { usePoints } : {}) },
        locale,
        idempotencyKey: key,
      }),
    onSuccess: ({ subscription }) => {
      const list = queryClient.setQueryData<TSubscription[]>(apiQueryKey('subscriptionInfo', locale), (old) =>
        old?.map((s) => (s.id === subscription.id ? subscription : s)),
      );
      if (list) rememberSubscriptionsCount(list);
      void refreshAfterPayment(queryClient, locale);
      void queryClient.invalidateQueries({ queryKey: ['payment', 'list'] });
    },
    onSettled: (_answer, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: [...apiQueryKey('subscriptionBuyoutQuote', locale), id] }),
  });
}
