import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { storeBonusBalance } from '../../../lib/session/client';

/**
 * POST bonus/promo/: credits a bonus code's points once. A wrong code answers 400 with the reason as
 * the message and on `fields.promo`. The history is asked again for the new entry.
 */
export function useRedeemPromo() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promo: string) => apiCall('bonusPromo', { body: { promo }, locale }),
    onSuccess: ({ bonus }) => {
      storeBonusBalance(bonus);
      return queryClient.invalidateQueries({ queryKey: ['bonus', 'info'] });
    },
  });
}
