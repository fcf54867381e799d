import { formatDate, formatMoney, type TSubscription } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/locale';
import { stateOf } from '../subscription-state';

/** One sentence under the title: what the state means for the person right now. */
export function StatusSummary({
  subscription,
  className,
}: {
  subscription: TSubscription;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { nextPaymentDate, paidUntil, endDate, returnDate, createdAt } = subscription;
  const date = (value: string) => formatDate(value, locale);
  const text = (() => {
    switch (stateOf(subscription.status)) {
      case 'created': {
        const slot = subscription.deliverySlot;
        if (slot)
          return t('subscriptions.summary.courier', { date: date(slot.date), from: slot.from, to: slot.to });
        // Expected stock (docs/decisions/051): the day the device arrives, the earliest of its hand-over.
        const readyOn = subscription.readyOn;
        if (readyOn)
          return t('subscriptions.summary.expected', { date: date(createdAt), readyOn: date(readyOn) });
        return t('subscriptions.summary.created', { date: date(createdAt) });
      }
      case 'active': {
        if (nextPaymentDate) {
          const amount = formatMoney(subscription.total, locale);
          return t('subscriptions.summary.active', { date: date(nextPaymentDate), amount });
        }
        const last = paidUntil ?? endDate;
        return last ? t('subscriptions.summary.activePaid', { date: date(last) }) : null;
      }
      case 'paused':
        return nextPaymentDate ? t('subscriptions.summary.paused', { date: date(nextPaymentDate) }) : null;
      case 'refusal':
        return returnDate ? t('subscriptions.summary.refusal', { date: date(returnDate) }) : null;
      case 'closed':
        return returnDate ? t('subscriptions.summary.closed', { date: date(returnDate) }) : null;
      case 'cancelled':
        return t('subscriptions.summary.cancelled', { date: date(createdAt) });
      case 'boughtOut':
        return subscription.closedOn
          ? t('subscriptions.summary.boughtOut', { date: date(subscription.closedOn) })
          : null;
      default:
        return t('subscriptions.summary.unknown');
    }
  })();
  return text ? <p className={className}>{text}</p> : null;
}
