import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/locale';
import { clientQueryOptions, fetchClient } from '../../../lib/session/refresh-client';

/**
 * GET user/getinfo/ (SPEC.md §7 "sets client"). The fetcher lives with the session
 * (lib/session/refresh-client.ts), since every payment reads the client again too.
 */
export const getUserInfo = fetchClient;
export const userInfoQueryOptions = clientQueryOptions;

/** The signed-in client, read again each time a screen that shows it opens (staleTime 0). */
export function useUserInfo() {
  return useQuery(userInfoQueryOptions(useLocale()));
}
