import type { TStaffReturnResponse, TStaffReturnsResponse } from '@ijara/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../lib/staff-api';

export const RETURNS_KEY = ['staff', 'returns'] as const;

export function useReturns(q: string) {
  const { i18n } = useTranslation();
  const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return useQuery({
    queryKey: [...RETURNS_KEY, 'list', query, i18n.language],
    queryFn: async () => (await staffApi<TStaffReturnsResponse>(`returns/${query}`)).returns,
    placeholderData: (previous) => previous,
  });
}

export function useReturn(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...RETURNS_KEY, 'one', id, i18n.language],
    queryFn: async () => (await staffApi<TStaffReturnResponse>(`returns/one/?id=${id}`)).return,
  });
}
