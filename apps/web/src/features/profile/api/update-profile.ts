import type { TUpdateInfoRequest } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { keepClient } from './keep-client';

/** POST user/updateinfo/ from /profile/; a new or changed e-mail gets a verification link from the api. */
export function useUpdateProfile() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TUpdateInfoRequest) =>
      (await apiCall('userUpdateInfo', { body, locale })).client,
    onSuccess: (client) => keepClient(queryClient, locale, client),
  });
}
