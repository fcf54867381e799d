import { buildPath, formatAmount, formatMoney, MONEY_DIVISOR, type TPayment } from '@ijara/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import type { IconName } from '../../../components/ui/icon';
import { LedgerAmount, LedgerIcon, LedgerMeta } from '../../../components/ui/ledger';
import { useLocale } from '../../../lib/locale';
import { formatDay } from '../group-by-month';
import { claimLine, isBuyout, shownLines } from '../shown-lines';
import styles from './payment-row.module.css';
import { PaymentStatusBadge } from './payment-status-badge';
import type { PointsOffer } from './use-pay-due';

const TYPE_ICON: Record<TPayment['type'], IconName> = {
  subscription: 'calendar',
  insurance: 'shield',
  delivery: 'truck',
};

interface PaymentRowProps {
  payment: TPayment;
  /** The subscription's name, when the payment belongs to one. */
  subscription: string | null;
  /** Being paid now: by card, or with points. */
  paying: 'card' | 'points' | null;
  /** Another payment is being paid: this one waits. */
  busy: boolean;
  onPay: () => void;
  /** What points can do for it (a failed payment): nothing, say how many are missing, or pay it. */
  points: PointsOffer;
}

/** One charge: what for, when, from which card, how much, how it went, and its receipt once paid. */
export function PaymentRow({ payment, subscription, paying, busy, onPay, points }: PaymentRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const card = payment.card ? t('payments.card', { card: payment.card.replace(/\*{4}/, '••••') }) : null;
  const lines = shownLines(payment);
  return (
    <article className={styles.frame} aria-labelledby={titleId}>
      <div className={styles.row}>
        <LedgerIcon
          name={TYPE_ICON[payment.type]}
          tone={payment.status === 'fail' ? 'danger' : undefined}
          className={styles.icon}
        />
        <h3 id={titleId} className={styles.type}>
          {/* A buy-out is a subscription payment of its own kind (docs/decisions/055): its line says so. */}
          {isBuyout(payment)
            ? t('spec.paymentLineBuyout')
            : (claimLine(payment)?.label ?? t(`payments.types.${payment.type}`))}
        </h3>
        <LedgerMeta className={styles.meta}>
          <time dateTime={payment.date}>{formatDay(payment.date, locale)}</time>
          {subscription && <span>{subscription}</span>}
          <span>{card ?? t('payments.noCard')}</span>
        </LedgerMeta>
        <LedgerAmount className={styles.amount}>{formatMoney(payment.amount, locale)}</LedgerAmount>
        {lines.length > 0 && (
          <ul className={styles.lines} aria-label={t('payments.lines')}>
            {lines.map((line, index) => (
              // A payment's lines never change order: their place is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own
              <li key={index} className={styles.line}>
                <span>{line.label}</span>
                <span className={styles.lineAmount}>{formatMoney(line.amount, locale)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.status}>
          <PaymentStatusBadge status={payment.status} />
          {payment.refunded > 0 && (
            <span className={styles.refunded}>
              {payment.refunded >= payment.amount
                ? t('payments.refundedAll', { amount: formatMoney(payment.refunded, locale) })
                : t('payments.refunded', { amount: formatMoney(payment.refunded, locale) })}
            </span>
          )}
        </div>
        {payment.status === 'success' && (
          <div className={styles.pay}>
            <ButtonLink
              size="sm"
              variant="secondary"
              icon="document"
              to={buildPath('paymentReceipt', { payment: String(payment.id) }, locale)}
              aria-describedby={titleId}
            >
              {t('payments.receipt')}
            </ButtonLink>
          </div>
        )}
        {payment.status === 'fail' && (
          <div className={styles.pay}>
            {points.kind === 'enough' && (
              <Button
                size="sm"
                variant="secondary"
                icon="bonus"
                onClick={points.ask}
                pending={paying === 'points'}
                pendingLabel={t('payments.payingWithPoints')}
                disabled={busy}
                aria-describedby={titleId}
              >
                {t('payments.payWithPoints')}
              </Button>
            )}
            <Button
              size="sm"
              variant="inverse"
              onClick={onPay}
              pending={paying === 'card'}
              pendingLabel={t('payments.paying')}
              disabled={busy}
              aria-describedby={titleId}
            >
              {t('payments.payNow')}
            </Button>
          </div>
        )}
      </div>
      {payment.status === 'fail' && points.kind === 'short' && (
        <p className={styles.pointsShort}>
          {t('payments.pointsShort', {
            count: points.missing / MONEY_DIVISOR,
            points: formatAmount(points.missing, locale),
          })}
        </p>
      )}
    </article>
  );
}
