import type { TStaffLinkResponse, TStaffListResponse } from '@ijara/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../lib/staff-api';

export const PEOPLE_KEY = ['staff', 'people'] as const;

export function usePeople() {
  return useQuery({
    queryKey: PEOPLE_KEY,
    queryFn: async () => (await staffApi<TStaffListResponse>('staff/')).staff,
  });
}

export function useRefreshPeople(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PEOPLE_KEY });
}

export type IssuedLink = Omit<TStaffLinkResponse, 'statusCode'>;
