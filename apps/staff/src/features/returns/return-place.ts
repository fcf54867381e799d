import type { TStaffReturn } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';

/** Where the device comes back: the pickup office, or the delivery's address. */
export function useReturnPlace(): (r: TStaffReturn) => string {
  const { t } = useTranslation();
  return (r) =>
    r.delivery === 'pickup' ? (r.office ?? r.city) : `${t('orders.delivery')}: ${r.address ?? r.city}`;
}
