import { SUCCESS_STATUS, type TUpdateInfoRequest } from '@ijara/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { storeClient } from '../../../lib/session/client';

/** POST user/updateinfo/: completes a new client's profile; the client is set on "200" (SPEC.md §7). */
export function useCompleteRegistration() {
  const locale = useLocale();
  return useMutation({
    mutationFn: async (body: TUpdateInfoRequest) => {
      const answer = await apiCall('userUpdateInfo', { body, locale });
      if (answer.statusCode === SUCCESS_STATUS) storeClient(answer.client);
      return answer.client;
    },
  });
}
