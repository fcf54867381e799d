import type { Locale, TCreateSubscriptionRequest } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/locale';
import { refreshAfterPayment } from '../../../lib/session/refresh-client';
import { checkoutKey, renewCheckoutKey } from '../draft';

/** How long a click waits for another click or tab of the same attempt that is being paid (×1 s). */
const IN_PROGRESS_WAITS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the attempt's key (kept with the draft), so a double click or a second tab is the same order:
 * while the first is being paid the api answers "in progress" and this waits for its answer. An answer
 * that ends the attempt without an order (a decline, a changed price) makes the next click a new one.
 */
async function createSubscription(request: TCreateSubscriptionRequest, locale: Locale) {
  const idempotencyKey = checkoutKey();
  for (let waited = 0; ; waited += 1) {
    try {
      return await apiCall('subscriptionCreate', { body: request, locale, idempotencyKey });
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === 'idempotency_in_progress' && waited < IN_PROGRESS_WAITS) {
        await sleep((error.retryAfter ?? 1) * 1000);
        continue;
      }
      const attemptOver = error.status >= 400 && error.status < 500 && error.code !== 'order_exists';
      if (attemptOver) renewCheckoutKey();
      throw error;
    }
  }
}

/** POST subscription/create/: re-priced, reserved and charged on the server, once per attempt. */
export function useCreateSubscription() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateSubscriptionRequest) => createSubscription(request, locale),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiQueryKey('infoStock', locale) }),
    // Every subscription/… query (the list, the counts) now misses the new one; its first charge may
    // have brought cashback.
    onSuccess: () => {
      void refreshAfterPayment(queryClient, locale);
      return queryClient.invalidateQueries({ queryKey: ['subscription'] });
    },
  });
}
