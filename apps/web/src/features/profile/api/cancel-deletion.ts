import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { keepClient } from './keep-client';

/** POST user/deletepersonaldata/cancel/: withdraws a pending request before its day (docs/decisions/022). */
export function useCancelDeletion() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiCall('userCancelDeletion', { body: {}, locale })).client,
    onSuccess: (client) => keepClient(queryClient, locale, client),
  });
}
