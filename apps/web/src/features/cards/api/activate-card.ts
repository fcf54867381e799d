import { CARD_PAYMENT_TYPE } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** POST payment/activate-card/: the card to charge from now on; answers the updated list. */
export function useActivateCard(city: number) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardID: number) =>
      apiCall('paymentActivateCard', { body: { type: CARD_PAYMENT_TYPE, city, cardID }, locale }),
    onSuccess: ({ cards }) => queryClient.setQueryData(apiQueryKey('paymentCards', locale), cards),
  });
}
