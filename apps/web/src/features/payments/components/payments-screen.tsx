import { buildPath, formatMoney, type TPayment } from '@ijara/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../lib/locale';
import { usePayments } from '../api/get-payments';
import { groupByMonth } from '../group-by-month';
import { MonthSection } from './month-section';
import styles from './payments-screen.module.css';
import { PointsDialog } from './points-dialog';
import { SubscriptionFilter, type SubscriptionOption } from './subscription-filter';
import { usePayDue } from './use-pay-due';

interface PaymentsScreenProps {
  /** Names of the client's subscriptions by id (from subscription/info/); missing ones get a number. */
  subscriptionNames: ReadonlyMap<number, string>;
  /** The subscription filter, kept in the page's address; null shows every payment. */
  filter: number | null;
  onFilterChange: (value: number | null) => void;
}

/** /payments/: the history by month, newest first, with a filter by subscription and "Pay now". */
export function PaymentsScreen({ subscriptionNames, filter, onFilterChange }: PaymentsScreenProps) {
  const { t } = useTranslation();
  const query = usePayments();
  return (
    <QueryState
      query={query}
      label={t('payments.loading')}
      skeleton={
        <div className={styles.loading}>
          <Skeleton height={52} width="min(20rem, 100%)" />
          <Skeleton height={280} radius="lg" />
        </div>
      }
    >
      {(payments) => (
        <PaymentsList
          payments={payments}
          subscriptionNames={subscriptionNames}
          filter={filter}
          onFilterChange={onFilterChange}
        />
      )}
    </QueryState>
  );
}

/** The loaded history: the filter, what is due, and the months. */
function PaymentsList({
  payments,
  subscriptionNames,
  filter,
  onFilterChange,
}: PaymentsScreenProps & { payments: TPayment[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { notice, paying, byCard, pointsOffer, pointsDialog } = usePayDue();
  const noticeRef = useRef<HTMLDivElement>(null);
  // A paid (or processing) payment loses its "Pay now" button, so the outcome takes the focus.
  useEffect(() => {
    if (notice && notice.tone !== 'error') noticeRef.current?.focus();
  }, [notice]);

  if (payments.length === 0) {
    return (
      <EmptyState
        icon="calendar"
        title={t('payments.emptyTitle')}
        text={t('payments.emptyText')}
        action={
          <ButtonLink to={buildPath('catalog', {}, locale)} variant="primary" size="lg">
            {t('payments.emptyAction')}
          </ButtonLink>
        }
      />
    );
  }

  const subscriptionLabel = (id: number) =>
    subscriptionNames.get(id) ?? t('payments.subscriptionFallback', { id });
  const ids = new Set([...subscriptionNames.keys()]);
  for (const payment of payments) if (payment.subscriptionID !== null) ids.add(payment.subscriptionID);
  const options: SubscriptionOption[] = [...ids]
    .sort((a, b) => b - a)
    .map((id) => ({ id, label: subscriptionLabel(id) }));

  const shown = filter === null ? payments : payments.filter((p) => p.subscriptionID === filter);
  const groups = groupByMonth(shown);
  const due = shown.filter((p) => p.status === 'fail');
  const dueAmount = due.reduce((sum, p) => sum + p.amount, 0);

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <SubscriptionFilter options={options} value={filter} onChange={onFilterChange} />
      </div>

      {(notice || due.length > 0) && (
        <div className={styles.notices}>
          {notice && (
            <div ref={noticeRef} tabIndex={-1}>
              <Alert tone={notice.tone}>{notice.text}</Alert>
            </div>
          )}
          {due.length > 0 && (
            <Alert tone="warning">
              <div className={styles.due}>
                <p>
                  <strong>
                    {t('payments.due', { count: due.length, amount: formatMoney(dueAmount, locale) })}
                  </strong>{' '}
                  {t('payments.dueHint')}
                </p>
                <ButtonLink to={buildPath('cards', {}, locale)} size="sm">
                  {t('payments.toCards')}
                </ButtonLink>
              </div>
            </Alert>
          )}
        </div>
      )}

      {groups.length === 0 ? (
        <EmptyState
          icon="calendar"
          title={t('payments.filteredEmptyTitle')}
          text={t('payments.filteredEmptyText')}
          action={<Button onClick={() => onFilterChange(null)}>{t('payments.showAll')}</Button>}
        />
      ) : (
        groups.map((group) => (
          <MonthSection
            key={group.key}
            group={group}
            subscriptionLabel={subscriptionLabel}
            paying={paying}
            onPay={byCard}
            pointsOffer={pointsOffer}
          />
        ))
      )}
      <PointsDialog {...pointsDialog} />
    </div>
  );
}
