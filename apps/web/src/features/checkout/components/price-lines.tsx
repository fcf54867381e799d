import { formatMoney, type Locale, type TCalculation } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import styles from './checkout-screen.module.css';

/** The server's lines and totals as it answered them; nothing is added up here. */
export function PriceLines({ calculation, locale }: { calculation: TCalculation; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.lines}>
      {calculation.lines.map((line) => (
        <div key={`${line.kind}-${line.extraID ?? ''}-${line.label}`} className={styles.line}>
          <dt>
            {line.label}
            {line.billing === 'once' && line.amount !== 0 && (
              <span className={styles.muted}> · {t('checkout.once')}</span>
            )}
          </dt>
          <dd>{line.amount === 0 ? t('checkout.free') : formatMoney(line.amount, locale)}</dd>
        </div>
      ))}
      {calculation.employer && !calculation.employer.verified && (
        <div className={styles.line}>
          <dt>{t('checkout.employerPending', calculation.employer)}</dt>
          <dd className={styles.muted}>{t('checkout.afterVerification')}</dd>
        </div>
      )}
      <div className={`${styles.line} ${styles.total}`}>
        <dt>{t('checkout.firstPayment')}</dt>
        <dd>{formatMoney(calculation.firstPayment, locale)}</dd>
      </div>
      <div className={styles.line}>
        <dt>{t('checkout.monthly')}</dt>
        <dd>{formatMoney(calculation.monthly, locale)}</dd>
      </div>
    </dl>
  );
}
