import type { Locale, TBonusInfoResponse } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { storeBonusBalance } from '../../../lib/session/client';

export type BonusInfo = Pick<TBonusInfoResponse, 'bonus' | 'history'>;

/** GET bonus/info/: the points balance and its history, newest first; the balance also goes to the session. */
export async function getBonusInfo(locale: Locale, signal?: AbortSignal): Promise<BonusInfo> {
  const { bonus, history } = await apiCall('bonusInfo', { locale, signal });
  storeBonusBalance(bonus);
  return { bonus, history };
}

export const bonusInfoQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('bonusInfo', locale),
    queryFn: ({ signal }) => getBonusInfo(locale, signal),
    // Cashback lands with every monthly charge: the balance is read again on each visit.
    staleTime: 0,
  });

export function useBonusInfo() {
  return useQuery(bonusInfoQueryOptions(useLocale()));
}
