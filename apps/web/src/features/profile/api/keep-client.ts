import type { Locale, TClient } from '@ijara/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '../../../lib/api-client';
import { storeClient } from '../../../lib/session/client';

/**
 * Every profile call answers the client as the api now holds it: it becomes the session's client (the
 * header, the banner, the refusal of POSTs read it) and the user/getinfo/ answer of the page's locale;
 * the other locale's is asked again when next shown.
 */
export function keepClient(queryClient: QueryClient, locale: Locale, client: TClient): void {
  storeClient(client);
  queryClient.setQueryData(apiQueryKey('userGetInfo', locale), client);
  void queryClient.invalidateQueries({ queryKey: ['user', 'getinfo'], refetchType: 'none' });
}
