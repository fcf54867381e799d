import { statusBadge } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { stateOf } from '../subscription-state';

/** The status in words, in SPEC.md §4's badge style for it (contract statusBadge). */
export function SubscriptionStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Badge tone={statusBadge(status)}>{t(`subscriptions.statuses.${stateOf(status)}`)}</Badge>;
}
