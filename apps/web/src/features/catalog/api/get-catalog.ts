import type { Locale, TCatalog } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { sessionStore } from '../../../lib/session/store';

/** GET info/catalog/; a successful answer also becomes the session's catalog (SPEC.md §7). */
export async function getCatalog(locale: Locale, signal?: AbortSignal): Promise<TCatalog> {
  const catalog = await apiCall('infoCatalog', { locale, signal });
  sessionStore.set({ catalog });
  return catalog;
}

export const catalogQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('infoCatalog', locale),
    queryFn: ({ signal }) => getCatalog(locale, signal),
  });

export function useCatalog() {
  return useQuery(catalogQueryOptions(useLocale()));
}
