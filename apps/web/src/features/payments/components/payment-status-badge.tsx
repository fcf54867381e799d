import type { TPayment } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** SPEC.md §4's badge styles for a payment: paid reads as active, processing as progress. */
export const PAYMENT_BADGE: Record<TPayment['status'], BadgeTone> = {
  success: 'active',
  fail: 'danger',
  processing: 'progress',
};

export function PaymentStatusBadge({ status }: { status: TPayment['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={PAYMENT_BADGE[status]}>{t(`payments.statuses.${status}`)}</Badge>;
}
