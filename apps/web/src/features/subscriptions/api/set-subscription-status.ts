import type { TSubscription } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { rememberSubscriptionsCount } from './get-subscriptions';

/** What a client may ask for (DESIGN.md §4): 2 resume, 3 pause, 4 unsubscribe. */
export type StatusRequest = 2 | 3 | 4;

/**
 * POST subscription/setstatus/; answers the subscription in its new state. The list (and so the detail,
 * which reads it) shows the answer at once; then every subscription/… and payment/… query is asked
 * again, in both languages, since the api may have moved dates and charges.
 */
export function useSetSubscriptionStatus() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    // exitCharge: the early-exit amount the dialog stated; the api refuses another (docs/decisions/054).
    mutationFn: async ({
      id,
      status,
      exitCharge,
    }: {
      id: number;
      status: StatusRequest;
      exitCharge?: number;
    }) =>
      (
        await apiCall('subscriptionSetStatus', {
          body: { subscriptionID: id, status, ...(exitCharge === undefined ? {} : { exitCharge }) },
          locale,
        })
      ).subscription,
    onSuccess: (subscription) => {
      const list = queryClient.setQueryData<TSubscription[]>(apiQueryKey('subscriptionInfo', locale), (old) =>
        old?.map((s) => (s.id === subscription.id ? subscription : s)),
      );
      if (list) rememberSubscriptionsCount(list);
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
      void queryClient.invalidateQueries({ queryKey: ['payment', 'list'] });
    },
  });
}
