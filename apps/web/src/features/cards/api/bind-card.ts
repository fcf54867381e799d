import { CARD_PAYMENT_TYPE, type TBindReturnTo } from '@ijara/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { rememberBinding } from '../binding';
import { gatewayRedirect } from '../gateway-redirect';

/**
 * POST payment/bind-card/: a session on the gateway's hosted page, where the person types the card
 * (we never see the number). Before leaving, the cards already bound are remembered so the page can
 * tell the new one when the person comes back.
 */
export function useBindCard() {
  const locale = useLocale();
  return useMutation({
    mutationFn: ({
      city,
      returnTo = 'cards',
    }: {
      city: number;
      knownCardIds: number[];
      /** The hosted page sends the person back here: /cards/ unless binding during checkout. */
      returnTo?: TBindReturnTo;
    }) => apiCall('paymentBindCard', { body: { type: CARD_PAYMENT_TYPE, city, returnTo }, locale }),
    onSuccess: ({ url }, { knownCardIds }) => {
      rememberBinding(knownCardIds);
      gatewayRedirect.go(url);
    },
  });
}
