import type { Locale, TCalculation, TSubscriptionDraft } from '@ijara/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** POST subscription/calculate/: the server's price of a draft with the client's discounts, shown as answered. */
export async function calculateSubscription(
  draft: TSubscriptionDraft,
  locale: Locale,
  signal?: AbortSignal,
): Promise<TCalculation> {
  return (await apiCall('subscriptionCalculate', { body: draft, locale, signal })).calculation;
}

/**
 * Keyed by the draft: a changed draft is a new query, and the one in flight loses its observer and is
 * aborted through its signal (SPEC.md §7: a newer calculation cancels the older one).
 */
export const calculationQueryOptions = (draft: TSubscriptionDraft, locale: Locale) =>
  queryOptions({
    queryKey: [...apiQueryKey('subscriptionCalculate', locale), draft] as const,
    queryFn: ({ signal }) => calculateSubscription(draft, locale, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useCalculation(draft: TSubscriptionDraft) {
  return useQuery(calculationQueryOptions(draft, useLocale()));
}
