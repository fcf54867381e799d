import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useReceipt } from '../../features/payments/api/get-receipt';
import { ReceiptActions } from '../../features/payments/components/receipt-actions';
import { ReceiptView } from '../../features/payments/components/receipt-view';
import { isNotFound } from '../../lib/api-error';
import { useLocale } from '../../lib/locale';
import styles from './payment-receipt.module.css';

/**
 * /payments/{id}/receipt/: the receipt of a successful payment, printable, with its PDF. A payment that
 * is not the client's, or has no receipt (failed, processing), says so and leads back to the payments.
 */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { payment = '' } = useParams();
  const query = useReceipt(payment);
  const payments = buildPath('payments', {}, locale);
  const heading = <h1 className="visually-hidden">{t('pages.paymentReceipt.title')}</h1>;

  return (
    <div className={styles.page}>
      <BackLink to={payments}>{t('receipt.backToPayments')}</BackLink>
      {isNotFound(query.error) ? (
        <>
          {heading}
          <EmptyState
            icon="document"
            title={t('receipt.unavailableTitle')}
            text={query.error?.message}
            action={
              <ButtonLink to={payments} variant="primary">
                {t('receipt.toPayments')}
              </ButtonLink>
            }
          />
        </>
      ) : (
        <QueryState
          query={query}
          label={t('receipt.loading')}
          heading={heading}
          skeleton={<Skeleton height={640} radius="lg" width="min(48rem, 100%)" />}
        >
          {({ receipt, pdf }) => (
            <>
              <ReceiptActions paymentId={payment} pdf={pdf} />
              <ReceiptView receipt={receipt} />
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
