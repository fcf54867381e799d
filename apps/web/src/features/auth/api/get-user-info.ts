import type { Locale, TClient } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { storeClient } from '../../../lib/session/client';

/** GET user/getinfo/: the signed-in client, kept in the session (SPEC.md §7 "sets client"). */
export async function getUserInfo(locale: Locale, signal?: AbortSignal): Promise<TClient> {
  const { client } = await apiCall('userGetInfo', { locale, signal });
  storeClient(client);
  return client;
}

export const userInfoQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('userGetInfo', locale),
    queryFn: ({ signal }) => getUserInfo(locale, signal),
    // Personal data is read fresh whenever a page shows it.
    staleTime: 0,
  });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions(useLocale()));
}
