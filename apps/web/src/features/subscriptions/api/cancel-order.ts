import type { TSubscription } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { rememberSubscriptionsCount } from './get-subscriptions';

/**
 * POST subscription/cancel/ with the dialog's key: a double click is one cancellation. The answer
 * replaces the subscription in the list; payments are asked again, since they now show the refund.
 */
export function useCancelOrder() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, key }: { id: number; key: string }) =>
      apiCall('subscriptionCancel', { body: { subscriptionID: id }, locale, idempotencyKey: key }),
    onSuccess: ({ subscription }) => {
      const list = queryClient.setQueryData<TSubscription[]>(apiQueryKey('subscriptionInfo', locale), (old) =>
        old?.map((s) => (s.id === subscription.id ? subscription : s)),
      );
      if (list) rememberSubscriptionsCount(list);
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
      void queryClient.invalidateQueries({ queryKey: ['payment', 'list'] });
    },
  });
}
