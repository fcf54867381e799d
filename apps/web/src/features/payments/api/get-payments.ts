import type { Locale, TPayment } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** GET payment/list/: every charge of the client, in whatever order the api keeps them. */
export async function getPayments(locale: Locale, signal?: AbortSignal): Promise<TPayment[]> {
  return (await apiCall('paymentList', { locale, signal })).payments;
}

export const paymentsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('paymentList', locale),
    queryFn: ({ signal }) => getPayments(locale, signal),
    // A monthly charge or a callback may land at any time; the history is asked again on each visit.
    staleTime: 0,
  });

export function usePayments() {
  return useQuery(paymentsQueryOptions(useLocale()));
}
