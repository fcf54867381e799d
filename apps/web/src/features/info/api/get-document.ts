import type { Locale, TDocSlug } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** GET info/{doc}/: a legal or about document as structured text. */
export const documentQueryOptions = (slug: TDocSlug, locale: Locale) =>
  queryOptions({
    queryKey: ['info', 'document', slug, locale],
    queryFn: async ({ signal }) =>
      (await apiCall('infoDoc', { params: { doc: slug }, locale, signal })).document,
  });

export function useDocument(slug: TDocSlug) {
  return useQuery(documentQueryOptions(slug, useLocale()));
}
