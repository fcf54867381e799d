import type { TCreateSubscriptionRequest } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { refreshAfterPayment } from '../../../lib/session/refresh-client';

/**
 * POST subscription/create/: re-priced, reserved and charged on the server. Every call carries a new
 * Idempotency-Key (the api client makes one per call and keeps it across its own retries), so a new
 * attempt after a decline is a new request while a retried one is never charged twice.
 */
export function useCreateSubscription() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateSubscriptionRequest) =>
      apiCall('subscriptionCreate', { body: request, locale }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiQueryKey('infoStock', locale) }),
    // Every subscription/… query (the list, the counts) now misses the new one; its first charge may
    // have brought cashback.
    onSuccess: () => {
      void refreshAfterPayment(queryClient, locale);
      return queryClient.invalidateQueries({ queryKey: ['subscription'] });
    },
  });
}
