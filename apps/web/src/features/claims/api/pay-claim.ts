import type { TClaim } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { refreshAfterPayment } from '../../../lib/session/refresh-client';
import { claimsQueryKey } from './get-claims';

export interface PayClaimRequest {
  claimID: number;
  /** The amount the card showed (`due`): the api refuses another (409 with the new one). */
  amount: number;
  usePoints: boolean;
  /** One key per confirmation: a retry after a lost answer charges once. */
  key: string;
}

/**
 * POST claim/pay/: pays what a decided claim costs, by card and/or points, when the charge at the
 * decision did not go through. The answer's claim replaces the one in the list; payments and points are
 * asked again.
 */
export function usePayClaim() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimID, amount, usePoints, key }: PayClaimRequest) =>
      apiCall('claimPay', {
        body: { claimID, amount, ...(usePoints ? { usePoints } : {}) },
        locale,
        idempotencyKey: key,
      }),
    onSuccess: ({ claim }) => {
      queryClient.setQueryData<TClaim[]>(claimsQueryKey(claim.subscriptionID, locale), (old) =>
        old?.map((c) => (c.id === claim.id ? claim : c)),
      );
      void refreshAfterPayment(queryClient, locale);
      void queryClient.invalidateQueries({ queryKey: ['payment', 'list'] });
    },
    // A refusal (a new amount, a decline) leaves the claim to be asked again, so the card shows what is true now.
    onError: () => queryClient.invalidateQueries({ queryKey: ['claim', 'list'] }),
  });
}
