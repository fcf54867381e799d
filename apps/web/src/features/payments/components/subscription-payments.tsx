import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Icon } from '../../../components/ui/icon';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../lib/locale';
import { usePayments } from '../api/get-payments';
import { newestFirst } from '../group-by-month';
import { PaymentRow } from './payment-row';
import { PointsDialog } from './points-dialog';
import styles from './subscription-payments.module.css';
import { usePayDue } from './use-pay-due';

const SHOWN = 3;

/** The latest payments of one subscription (payment/list/ filtered here) and the way to all of them. */
export function SubscriptionPayments({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = usePayments();
  const { notice, paying, byCard, pointsOffer, pointsDialog } = usePayDue();

  return (
    <QueryState query={query} label={t('payments.loading')} skeleton={<Skeleton height={160} radius="lg" />}>
      {(payments) => {
        const mine = newestFirst(payments.filter((p) => p.subscriptionID === subscriptionId));
        if (mine.length === 0) return <p className={styles.empty}>{t('payments.subscriptionEmpty')}</p>;
        return (
          <div className={styles.payments}>
            {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
            <ul className={styles.list}>
              {mine.slice(0, SHOWN).map((payment) => (
                <li key={payment.id} className={styles.item}>
                  <PaymentRow
                    payment={payment}
                    subscription={null}
                    paying={paying?.id === payment.id ? paying.by : null}
                    busy={paying !== null}
                    onPay={() => byCard(payment)}
                    points={pointsOffer(payment)}
                  />
                </li>
              ))}
            </ul>
            <Link
              to={`${buildPath('payments', {}, locale)}?subscription=${subscriptionId}`}
              className={styles.all}
            >
              {t('payments.allOfSubscription', { number: mine.length })}
              <Icon name="arrow-right" size={18} />
            </Link>
            <PointsDialog {...pointsDialog} />
          </div>
        );
      }}
    </QueryState>
  );
}
