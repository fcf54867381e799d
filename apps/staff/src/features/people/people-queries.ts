import type { TStaffLinkResponse, TStaffListResponse } from '@ijara/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../lib/staff-api';

export const PEOPLE_KEY = ['staff', 'people'] as const;

/** `enabled` false: not asked (the list is for admins; the audit filter asks only for them). */
export function usePeople(enabled = true) {
  return useQuery({
    queryKey: PEOPLE_KEY,
    queryFn: async () => (await staffApi<TStaffListResponse>('staff/')).staff,
    enabled,
  });
}

export function useRefreshPeople(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PEOPLE_KEY });
}

export type IssuedLink = Omit<TStaffLinkResponse, 'statusCode'>;
