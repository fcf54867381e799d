import { CARD_PAYMENT_TYPE, type TPayment } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { refreshAfterPayment } from '../../../lib/session/refresh-client';

/**
 * POST payment/payment-create/: pays a due amount (a failed monthly charge) from the active card. The
 * api client sends an Idempotency-Key, so a retry after a lost answer never charges twice.
 */
export function usePayPayment() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentID: number) =>
      (await apiCall('paymentCreate', { body: { type: CARD_PAYMENT_TYPE, paymentID }, locale })).payment,
    onSuccess: (payment) => {
      const key = apiQueryKey('paymentList', locale);
      // Show the answer at once, then take the api's whole list (the payment may be a new row).
      queryClient.setQueryData<TPayment[]>(key, (list) =>
        list?.some((p) => p.id === payment.id)
          ? list.map((p) => (p.id === payment.id ? payment : p))
          : list && [payment, ...list],
      );
      void queryClient.invalidateQueries({ queryKey: key });
      void refreshAfterPayment(queryClient, locale);
    },
  });
}
