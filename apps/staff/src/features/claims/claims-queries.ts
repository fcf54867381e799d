import type { TClaimStatus } from '@ijara/contract';
import type { TStaffClaimResponse, TStaffClaimsResponse } from '@ijara/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../lib/staff-api';
import { QUEUE_REFRESH_MS } from '../orders/orders-queries';

export const CLAIMS_KEY = ['staff', 'claims'] as const;

/** The list's filters as the address keeps them: no status means the open claims; empty office, all. */
export interface ClaimFilters {
  status: TClaimStatus | '';
  office: string;
}

export function claimsQuery({ status, office }: ClaimFilters): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (office) params.set('office', office);
  return params.toString();
}

/** Newest first; asked again while open, as the order queue is: clients report at any time. */
export function useClaims(filters: ClaimFilters) {
  const { i18n } = useTranslation();
  const query = claimsQuery(filters);
  return useQuery({
    queryKey: [...CLAIMS_KEY, 'list', query, i18n.language],
    queryFn: async () => (await staffApi<TStaffClaimsResponse>(`claims/${query ? `?${query}` : ''}`)).claims,
    refetchInterval: QUEUE_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}

export function useClaim(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...CLAIMS_KEY, 'one', id, i18n.language],
    queryFn: async () => (await staffApi<TStaffClaimResponse>(`claims/one/?id=${id}`)).claim,
  });
}

/** After a change: the list and the claim are asked again. */
export function useRefreshClaims(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CLAIMS_KEY });
}
