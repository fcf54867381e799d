import type { Locale, TClient } from '@ijara/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../api-client/api-call';
import { apiQueryKey } from '../api-client/query-key';
import { storeClient } from './client';

/** GET user/getinfo/: the signed-in client, kept in the session (SPEC.md §7 "sets client"). */
export async function fetchClient(locale: Locale, signal?: AbortSignal): Promise<TClient> {
  const { client } = await apiCall('userGetInfo', { locale, signal });
  storeClient(client);
  return client;
}

export const clientQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('userGetInfo', locale),
    queryFn: ({ signal }) => fetchClient(locale, signal),
    // Personal data and the bonus balance are read fresh whenever something shows them.
    staleTime: 0,
  });

/**
 * After a payment (by card, with points, or a new subscription's first charge): cashback or a spent
 * balance has changed the client, so it is read again for the session (the header's balance) and every
 * points query is refetched. Best effort: what is shown stays if the api does not answer.
 */
export function refreshAfterPayment(queryClient: QueryClient, locale: Locale): Promise<void> {
  return Promise.all([
    queryClient.fetchQuery(clientQueryOptions(locale)).catch(() => undefined),
    queryClient.invalidateQueries({ queryKey: ['bonus'] }),
  ]).then(() => undefined);
}
