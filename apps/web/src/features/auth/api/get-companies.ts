import type { Locale } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** GET info/companies/: employers a person may choose at sign-in. */
export const companiesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('infoCompanies', locale),
    queryFn: async ({ signal }) => (await apiCall('infoCompanies', { locale, signal })).companies,
  });

export function useCompanies() {
  return useQuery(companiesQueryOptions(useLocale()));
}
