import type { TStaffStockResponse, TStaffUnitResponse } from '@ijara/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../lib/staff-api';

export const STOCK_KEY = ['staff', 'stock'] as const;

/** The list's filters as the address keeps them: empty means "any". */
export interface StockFilters {
  office: string;
  model: string;
  state: string;
  q: string;
}

export function stockQuery(filters: StockFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim());
  return params.toString();
}

export function useStock(filters: StockFilters) {
  const { i18n } = useTranslation();
  const query = stockQuery(filters);
  return useQuery({
    queryKey: [...STOCK_KEY, 'list', query, i18n.language],
    queryFn: async () => {
      const { statusCode: _, ...page } = await staffApi<TStaffStockResponse>(
        `stock/${query ? `?${query}` : ''}`,
      );
      return page;
    },
    placeholderData: (previous) => previous,
  });
}

export function useUnit(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...STOCK_KEY, 'one', id, i18n.language],
    queryFn: async () => {
      const { statusCode: _, ...page } = await staffApi<TStaffUnitResponse>(`stock/one/?id=${id}`);
      return page;
    },
  });
}

export type UnitPageData = Omit<TStaffUnitResponse, 'statusCode'>;

/** After a change: the list and the unit's page are asked again. */
export function useRefreshStock(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: STOCK_KEY });
}
