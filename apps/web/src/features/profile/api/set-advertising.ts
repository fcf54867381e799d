import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { keepClient } from './keep-client';

/** POST user/advertising/: the marketing consent, on or off; answers the client. */
export function useSetAdvertising() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (advertising: boolean) =>
      (await apiCall('userAdvertising', { body: { advertising }, locale })).client,
    onSuccess: (client) => keepClient(queryClient, locale, client),
  });
}
