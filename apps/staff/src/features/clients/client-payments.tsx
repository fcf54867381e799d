import { formatMoney, type Locale } from '@ijara/contract';
import type { TStaffClientPayment } from '@ijara/contract/staff';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

interface Props {
  payments: TStaffClientPayment[];
  /** Actions for one payment (the refund button); the column shows only when given. */
  renderActions?: (payment: TStaffClientPayment) => ReactNode;
}

export function ClientPayments({ payments, renderActions }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <section className="card" aria-labelledby="client-payments">
      <h2 id="client-payments">{t('clients.sections.payments')}</h2>
      {payments.length === 0 ? (
        <p className="muted">{t('clients.emptyPayments')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">{t('clients.date')}</th>
              <th scope="col">{t('clients.paymentType')}</th>
              <th scope="col">{t('clients.status')}</th>
              <th scope="col">{t('clients.amount')}</th>
              <th scope="col">{t('clients.paidWith')}</th>
              <th scope="col">{t('clients.subscription')}</th>
              {renderActions && (
                <th scope="col">
                  <span className="visually-hidden">{t('clients.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id} data-payment-id={p.id}>
                <td data-label="№">{p.id}</td>
                <td data-label={t('clients.date')}>{formatDateTime(p.date, locale)}</td>
                <td data-label={t('clients.paymentType')}>{t(`clients.paymentTypes.${p.type}`)}</td>
                <td data-label={t('clients.status')}>{t(`clients.paymentStatuses.${p.status}`)}</td>
                <td data-label={t('clients.amount')}>
                  {formatMoney(p.amount, locale)}
                  {p.refundedAmount > 0 && (
                    <span className="muted small">
                      {' '}
                      · {t('clients.refunded', { amount: formatMoney(p.refundedAmount, locale) })}
                    </span>
                  )}
                </td>
                <td data-label={t('clients.paidWith')}>
                  {p.card === 'points' ? t('clients.points') : (p.card ?? '—')}
                </td>
                <td data-label={t('clients.subscription')}>{p.subscriptionID ?? '—'}</td>
                {/* The payment's actions (refund): given by whoever renders the page. */}
                {renderActions && (
                  <td className="payment-actions" data-label={t('clients.actions')}>
                    {renderActions(p)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
