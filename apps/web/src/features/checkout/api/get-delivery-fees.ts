import type { Locale, TDeliveryFee } from '@ijara/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** GET info/delivery-fees/: each served city's delivery fee (public), for the device page's price. */
export async function getDeliveryFees(locale: Locale, signal?: AbortSignal): Promise<TDeliveryFee[]> {
  return (await apiCall('infoDeliveryFees', { locale, signal })).fees;
}

export const deliveryFeesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiQueryKey('infoDeliveryFees', locale),
    queryFn: ({ signal }) => getDeliveryFees(locale, signal),
  });

export function useDeliveryFees() {
  return useQuery(deliveryFeesQueryOptions(useLocale()));
}
