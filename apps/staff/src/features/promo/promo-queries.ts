import type { TStaffPromoListResponse } from '@ijara/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../lib/staff-api';

export const PROMO_KEY = ['staff', 'promo'] as const;

export function usePromoCodes() {
  return useQuery({
    queryKey: PROMO_KEY,
    queryFn: async () => (await staffApi<TStaffPromoListResponse>('promo/')).codes,
  });
}

/** After a change, or a 409: the list is asked again. */
export function useRefreshPromo(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PROMO_KEY });
}
