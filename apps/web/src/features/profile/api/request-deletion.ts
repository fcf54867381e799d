import { encodeDeletionAgreement } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { sessionStore } from '../../../lib/session/store';
import { keepClient } from './keep-client';

/**
 * POST user/deletepersonaldata/ with the agreement of SPEC.md §5: base64 of this session's token and
 * the word the person typed. The answer's client carries the flag and the request date.
 */
export function useRequestDeletion() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (word: string) => {
      const agreement = encodeDeletionAgreement(sessionStore.get().token ?? '', word);
      return (await apiCall('userDeletePersonalData', { body: { agreement }, locale })).client;
    },
    onSuccess: (client) => keepClient(queryClient, locale, client),
  });
}
