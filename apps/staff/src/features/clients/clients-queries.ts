import type { TStaffClientResponse, TStaffClientsResponse } from '@ijara/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../lib/staff-api';

export const CLIENTS_KEY = ['staff', 'clients'] as const;

/** Nothing is asked until something is typed: the api answers an empty search with 400. */
export function useClients(q: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'search', q, i18n.language],
    queryFn: async () =>
      (await staffApi<TStaffClientsResponse>(`clients/?q=${encodeURIComponent(q)}`)).clients,
    enabled: q !== '',
  });
}

export function useClient(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'one', id, i18n.language],
    queryFn: async () => {
      const { statusCode: _, ...page } = await staffApi<TStaffClientResponse>(`clients/one/?id=${id}`);
      return page;
    },
  });
}

export type ClientPageData = Omit<TStaffClientResponse, 'statusCode'>;

export function useRefreshClients(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CLIENTS_KEY });
}
