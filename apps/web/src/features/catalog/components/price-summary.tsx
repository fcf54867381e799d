import { formatMoney, type Locale, type Money, type Quote } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import styles from './price-summary.module.css';

interface PriceSummaryProps {
  /** The choice priced by contract `priceDraft`; undefined when the model is not offered for it. */
  quote: Quote | undefined;
  term: number;
  /** False while delivery is chosen and the city's fee is not known (info/delivery-fees/ not answered). */
  deliveryFeeKnown: boolean;
  value: Money;
  locale: Locale;
}

/**
 * What the chosen model, term, city, insurance, extras and way of receiving cost: the monthly total,
 * the lines that make it (only those chosen), and what is paid today. Discounts are the client's and
 * come at checkout.
 */
export function PriceSummary({ quote, term, deliveryFeeKnown, value, locale }: PriceSummaryProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.summary} aria-label={t('gadget.summary')} aria-live="polite">
      {quote === undefined ? (
        <p className={styles.unavailable}>{t('catalog.notInCity')}</p>
      ) : (
        <>
          <p className={styles.price}>
            {formatMoney(quote.monthly, locale)}
            <span className={styles.per}>{t('catalog.perMonth')}</span>
          </p>
          <p className={styles.note}>{t('gadget.termNote', { term: t('gadget.months', { count: term }) })}</p>
          <dl className={styles.lines}>
            {quote.lines.map((line) => (
              <div key={`${line.kind}-${line.extraID ?? ''}`} className={styles.line}>
                <dt>
                  {line.label}
                  {line.billing === 'once' && line.amount !== 0 && (
                    <span className={styles.once}> · {t('checkout.once')}</span>
                  )}
                </dt>
                <dd>
                  {line.kind === 'delivery' && !deliveryFeeKnown
                    ? t('gadget.deliveryFeeAtCheckout')
                    : line.amount === 0
                      ? t('checkout.free')
                      : formatMoney(line.amount, locale)}
                </dd>
              </div>
            ))}
            <div className={`${styles.line} ${styles.total}`}>
              <dt>{t('checkout.firstPayment')}</dt>
              <dd>
                {deliveryFeeKnown
                  ? formatMoney(quote.firstPayment, locale)
                  : t('gadget.plusDelivery', { amount: formatMoney(quote.firstPayment, locale) })}
              </dd>
            </div>
          </dl>
          <p className={styles.note}>{t('gadget.discountsAtCheckout')}</p>
        </>
      )}
      <p className={styles.note}>{t('gadget.deviceValue', { amount: formatMoney(value, locale) })}</p>
    </section>
  );
}
