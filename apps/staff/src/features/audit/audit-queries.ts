import type { TStaffAuditKindsResponse, TStaffAuditResponse } from '@ijara/contract/staff';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../lib/staff-api';

export interface AuditFilters {
  staff: string;
  client: string;
  action: string;
}

/** Pages of 50, newest first; the next page starts below the last row seen (the api's `next`). */
export function useAudit(filters: AuditFilters) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim());
  const query = params.toString();
  return useInfiniteQuery({
    queryKey: ['staff', 'audit', query],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }) => {
      const page = new URLSearchParams(params);
      if (pageParam !== null) page.set('before', String(pageParam));
      const text = page.toString();
      return staffApi<TStaffAuditResponse>(`audit/${text ? `?${text}` : ''}`);
    },
    getNextPageParam: (last) => last.next,
  });
}

export function useAuditKinds() {
  return useQuery({
    queryKey: ['staff', 'audit', 'kinds'],
    queryFn: async () => (await staffApi<TStaffAuditKindsResponse>('audit/kinds/')).actions,
    staleTime: 60_000,
  });
}
