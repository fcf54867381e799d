import type { TStaffOrderResponse, TStaffOrdersResponse } from '@ijara/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../lib/staff-api';

/** New orders appear without a reload: the queue is asked again every 15 seconds while it is open. */
export const QUEUE_REFRESH_MS = 15_000;

export function useOrders(office: string, q: string) {
  const { i18n } = useTranslation();
  const params = new URLSearchParams();
  if (office) params.set('office', office);
  if (q.trim()) params.set('q', q.trim());
  const query = params.toString();
  return useQuery({
    queryKey: ['staff', 'orders', query, i18n.language],
    queryFn: async () => (await staffApi<TStaffOrdersResponse>(`orders/${query ? `?${query}` : ''}`)).orders,
    refetchInterval: QUEUE_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}

export function useOrder(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['staff', 'order', id, i18n.language],
    queryFn: async () => (await staffApi<TStaffOrderResponse>(`orders/one/?id=${id}`)).order,
  });
}
