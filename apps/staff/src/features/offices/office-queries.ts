import type { TStaffOfficeListResponse } from '@ijara/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../lib/staff-api';

export const OFFICES_KEY = ['staff', 'offices', 'all'] as const;

export type OfficeList = Omit<TStaffOfficeListResponse, 'statusCode'>;

export function useOfficeList() {
  return useQuery({
    queryKey: OFFICES_KEY,
    queryFn: async (): Promise<OfficeList> => {
      const { statusCode: _, ...list } = await staffApi<TStaffOfficeListResponse>('offices/all/');
      return list;
    },
  });
}

/** After a change, or a 409: this list and the short office list other pages use are asked again. */
export function useRefreshOffices(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['staff', 'offices'] });
}
