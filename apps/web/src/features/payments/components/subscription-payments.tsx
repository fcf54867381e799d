import { buildPath, formatMoney, type TPayment } from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Icon } from '../../../components/ui/icon';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../lib/locale';
import { usePayments } from '../api/get-payments';
import { usePayPayment } from '../api/pay-payment';
import { newestFirst } from '../group-by-month';
import { PaymentRow } from './payment-row';
import styles from './subscription-payments.module.css';

const SHOWN = 3;

type Notice = { tone: 'success' | 'info' | 'error'; text: string } | null;

/** The latest payments of one subscription (payment/list/ filtered here) and the way to all of them. */
export function SubscriptionPayments({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = usePayments();
  const pay = usePayPayment();
  const [notice, setNotice] = useState<Notice>(null);

  const onPay = (payment: TPayment) => {
    setNotice(null);
    pay.mutate(payment.id, {
      onSuccess: (result) => {
        const amount = formatMoney(result.amount, locale);
        if (result.status === 'success') setNotice({ tone: 'success', text: t('payments.paid', { amount }) });
        else if (result.status === 'processing')
          setNotice({ tone: 'info', text: t('payments.payProcessing', { amount }) });
        else setNotice({ tone: 'error', text: t('payments.payDeclined', { amount }) });
      },
      onError: (error) => setNotice({ tone: 'error', text: error.message }),
    });
  };

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
                    paying={pay.isPending && pay.variables === payment.id}
                    busy={pay.isPending}
                    onPay={() => onPay(payment)}
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
          </div>
        );
      }}
    </QueryState>
  );
}
