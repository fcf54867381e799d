import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/**
 * POST user/verifyemail/ {token} for the link's token. A link works once, so it is sent once per page
 * load: as a query (never stale, never retried), a second mount or a re-render joins the first call
 * instead of spending the token again and reporting a failure.
 */
export function useVerifyEmail(token: string | null) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useQuery({
    // Not apiQueryKey: no language in the key, so switching language does not spend the token again.
    queryKey: ['user', 'verifyemail', token],
    queryFn: async () => {
      await apiCall('userVerifyEmail', { body: { token: token ?? '' }, locale });
      // The profile shows the address as confirmed from now on.
      void queryClient.invalidateQueries({ queryKey: ['user', 'getinfo'] });
      return true;
    },
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
