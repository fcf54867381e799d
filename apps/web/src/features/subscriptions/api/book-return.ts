import type { TReturnBookingRequest, TSubscription } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** POST subscription/return-booking/: books or changes the return; the answer replaces the subscription. */
export function useBookReturn() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TReturnBookingRequest) => apiCall('subscriptionReturnBooking', { body, locale }),
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData<TSubscription[]>(apiQueryKey('subscriptionInfo', locale), (old) =>
        old?.map((s) => (s.id === subscription.id ? subscription : s)),
      );
    },
  });
}
