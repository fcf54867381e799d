import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/**
 * POST payment/remove-card/; answers the remaining cards. The api refuses (with a message in the
 * page's language) while the card is the only one paying an active subscription.
 */
export function useRemoveCard() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardID: number) => apiCall('paymentRemoveCard', { body: { cardID }, locale }),
    onSuccess: ({ cards }) => queryClient.setQueryData(apiQueryKey('paymentCards', locale), cards),
  });
}
