import type { Locale, TExitQuote } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** POST subscription/exit-quote/: what unsubscribing today costs and the day to return the device by. */
export async function getExitQuote(id: number, locale: Locale, signal?: AbortSignal): Promise<TExitQuote> {
  return (await apiCall('subscriptionExitQuote', { body: { subscriptionID: id }, locale, signal })).quote;
}

export const exitQuoteQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: [...apiQueryKey('subscriptionExitQuote', locale), id] as const,
    queryFn: ({ signal }) => getExitQuote(id, locale, signal),
    // A new month changes the amount: each opening of the dialog asks again.
    staleTime: 0,
  });

/** The quote while the unsubscribe dialog is open (`enabled`), asked each time it opens. */
export function useExitQuote(id: number, enabled: boolean) {
  return useQuery({ ...exitQuoteQueryOptions(id, useLocale()), enabled });
}
