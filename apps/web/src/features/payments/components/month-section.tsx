import { formatMoney, type TPayment } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { FramedList } from '../../../components/ui/framed-list';
import { useLocale } from '../../../lib/locale';
import { type MonthGroup, monthParts } from '../group-by-month';
import styles from './month-section.module.css';
import { PaymentRow } from './payment-row';
import type { Paying, PointsOffer } from './use-pay-due';

interface MonthSectionProps {
  group: MonthGroup;
  subscriptionLabel: (id: number) => string;
  paying: Paying;
  onPay: (payment: TPayment) => void;
  pointsOffer: (payment: TPayment) => PointsOffer;
}

/** One month of the history: its name, how many payments and how much was paid, then the payments. */
export function MonthSection({ group, subscriptionLabel, paying, onPay, pointsOffer }: MonthSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `month-${group.key}`;
  return (
    <section className={styles.month} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('payments.month', monthParts(group.key, locale))}
        </h2>
        <p className={styles.summary}>
          <span>{t('payments.count', { count: group.payments.length })}</span>
          {group.paid > 0 && (
            <span>{t('payments.paidTotal', { amount: formatMoney(group.paid, locale) })}</span>
          )}
        </p>
      </header>
      <FramedList className={styles.list}>
        {group.payments.map((payment) => (
          <li key={payment.id}>
            <PaymentRow
              payment={payment}
              subscription={
                payment.subscriptionID === null ? null : subscriptionLabel(payment.subscriptionID)
              }
              paying={paying?.id === payment.id ? paying.by : null}
              busy={paying !== null}
              onPay={() => onPay(payment)}
              points={pointsOffer(payment)}
            />
          </li>
        ))}
      </FramedList>
    </section>
  );
}
