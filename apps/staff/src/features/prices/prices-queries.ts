import type {
  TStaffPriceGrid,
  TStaffPricesResponse,
  TStaffPricesSaveRequest,
  TStaffPricesSaveResponse,
} from '@ijara/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../lib/staff-api';

export const PRICES_KEY = ['staff', 'prices'] as const;

/** The models for the picker and one model's grid; `model` empty: the first model. */
export function usePrices(model: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...PRICES_KEY, model, i18n.language],
    queryFn: async () => {
      const { statusCode: _, ...page } = await staffApi<TStaffPricesResponse>(
        `prices/${model ? `?model=${encodeURIComponent(model)}` : ''}`,
      );
      return page;
    },
    placeholderData: (previous) => previous,
  });
}

export async function savePrices(body: TStaffPricesSaveRequest): Promise<TStaffPriceGrid> {
  return (await staffApi<TStaffPricesSaveResponse>('prices/save/', body)).grid;
}

/** After a save or a conflict: the page asks for the grid again. */
export function useRefreshPrices(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PRICES_KEY });
}
