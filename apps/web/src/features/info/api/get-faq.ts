import type { Locale } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** GET info/faq/: questions and answers in the request's locale. */
export const faqQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('infoFaq', locale),
    queryFn: async ({ signal }) => (await apiCall('infoFaq', { locale, signal })).faq,
  });

export function useFaq() {
  return useQuery(faqQueryOptions(useLocale()));
}
