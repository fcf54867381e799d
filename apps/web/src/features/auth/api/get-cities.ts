import type { Locale } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** GET info/cities/: where the service works (and where it does not yet). */
export const citiesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('infoCities', locale),
    queryFn: async ({ signal }) => (await apiCall('infoCities', { locale, signal })).cities,
  });

export function useCities() {
  return useQuery(citiesQueryOptions(useLocale()));
}
