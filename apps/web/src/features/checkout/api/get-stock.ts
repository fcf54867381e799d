import type { Locale, TModelStock } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** GET info/stock/: every model's stock level per city (public, apart from the catalogue's cache). */
export async function getStock(locale: Locale, signal?: AbortSignal): Promise<TModelStock[]> {
  return (await apiCall('infoStock', { locale, signal })).stock;
}

export const stockQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('infoStock', locale),
    queryFn: ({ signal }) => getStock(locale, signal),
    // Units are reserved by other people all the time: an old answer would offer what is gone.
    staleTime: 30_000,
  });

export function useStock() {
  return useQuery(stockQueryOptions(useLocale()));
}
