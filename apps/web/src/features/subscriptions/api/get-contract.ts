import type { Locale, TContractPdfLink } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { apiFileUrl } from '../../../lib/config';
import { useLocale } from '../../../lib/locale';

/** GET subscription/contract/{id}/: a signed link to the subscription's contract as a PDF (decision 057). */
export async function getContractLink(
  id: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<TContractPdfLink> {
  return (await apiCall('subscriptionContract', { params: { subscription: String(id) }, locale, signal }))
    .pdf;
}

/** The link lives ten minutes: it is asked again before that while the page is open. */
const FRESH_MS = 4 * 60_000;

export const contractQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('subscriptionContract', locale, { subscription: String(id) }),
    queryFn: ({ signal }) => getContractLink(id, locale, signal),
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
    // 409 (the first payment has not gone through yet) is an answer, not a glitch to retry.
    retry: false,
  });

export function useContractLink(id: number) {
  return useQuery(contractQueryOptions(id, useLocale()));
}

/** The link's address on the api's base URL. */
export const contractPdfUrl = (pdf: TContractPdfLink) => apiFileUrl(pdf.path);
