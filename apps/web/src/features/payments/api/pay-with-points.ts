import type { TPayment } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { storeBonusBalance } from '../../../lib/session/client';
import { refreshAfterPayment } from '../../../lib/session/refresh-client';

export interface PointsPayment {
  payment: TPayment & { subscriptionID: number };
  /** The confirmation's Idempotency-Key: every try of one confirmed dialog spends points once. */
  key: string;
}

/**
 * POST bonus/subscription/: pays a due subscription payment in full with points (docs/decisions/044).
 * Short of points the api answers 422 "Oops... Not enough bonus points." and nothing changes. After it,
 * the payments, the points history and the subscription's next date are asked again.
 */
export function usePayWithPoints() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payment, key }: PointsPayment) =>
      apiCall('bonusSubscription', {
        body: { subscriptionID: payment.subscriptionID, paymentID: payment.id },
        locale,
        idempotencyKey: key,
      }),
    onSuccess: ({ bonus }) => {
      storeBonusBalance(bonus);
      void refreshAfterPayment(queryClient, locale);
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
      return queryClient.invalidateQueries({ queryKey: ['payment', 'list'] });
    },
  });
}
