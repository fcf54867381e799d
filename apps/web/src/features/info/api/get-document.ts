import type { Locale, TDocSlug } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** GET info/{doc}/: a legal or about document as structured text. */
export const documentQueryOptions = (slug: TDocSlug, locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('infoDoc', locale, { doc: slug }),
    queryFn: async ({ signal }) =>
      (await apiCall('infoDoc', { params: { doc: slug }, locale, signal })).document,
  });

export function useDocument(slug: TDocSlug) {
  return useQuery(documentQueryOptions(slug, useLocale()));
}
