import type { Locale, TReceipt, TReceiptPdfLink } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { useLocale } from '../../../lib/locale';

export interface ReceiptAnswer {
  receipt: TReceipt;
  pdf: TReceiptPdfLink;
}

/** GET payment/receipt/{id}/: the receipt of one successful payment and a signed link to its PDF. */
export async function getReceipt(
  paymentId: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<ReceiptAnswer> {
  const { receipt, pdf } = await apiCall('paymentReceipt', {
    params: { payment: paymentId },
    locale,
    signal,
  });
  return { receipt, pdf };
}

/** The PDF link lives ten minutes: the answer is asked again before that while the page is open. */
const FRESH_MS = 4 * 60_000;

export const receiptQueryOptions = (paymentId: string, locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('paymentReceipt', locale, { payment: paymentId }),
    queryFn: ({ signal }) => getReceipt(paymentId, locale, signal),
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
  });

export function useReceipt(paymentId: string) {
  return useQuery(receiptQueryOptions(paymentId, useLocale()));
}

/** The link's address on the api's base URL (the api may live on another origin, lib/config). */
export function pdfUrl(pdf: TReceiptPdfLink): string {
  return `${config.apiBase.replace(/\/+$/, '')}${pdf.path}`;
}
