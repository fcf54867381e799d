import { formatMoney, type Locale, type Money } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import styles from './price-summary.module.css';

interface PriceSummaryProps {
  monthly: Money | undefined;
  term: number;
  insuranceMonthly: Money;
  value: Money;
  locale: Locale;
}

/** The monthly price for the chosen model, term and city, with insurance and the device's value. */
export function PriceSummary({ monthly, term, insuranceMonthly, value, locale }: PriceSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary} aria-live="polite">
      {monthly === undefined ? (
        <p className={styles.unavailable}>{t('catalog.notInCity')}</p>
      ) : (
        <>
          <p className={styles.price}>
            {formatMoney(monthly, locale)}
            <span className={styles.per}>{t('catalog.perMonth')}</span>
          </p>
          <p className={styles.note}>{t('gadget.termNote', { term: t('gadget.months', { count: term }) })}</p>
        </>
      )}
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{t('spec.lineInsurance')}</dt>
          <dd>{t('gadget.plusPerMonth', { price: formatMoney(insuranceMonthly, locale) })}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t('gadget.deviceValue')}</dt>
          <dd>{formatMoney(value, locale)}</dd>
        </div>
      </dl>
    </div>
  );
}
