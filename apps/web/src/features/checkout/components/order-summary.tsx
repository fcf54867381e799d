import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  /** The device picture (drawn by the catalogue). */
  media: ReactNode;
  gadget: string;
  model: string;
  specs: string;
  term: string;
  city: string;
  /** "Delivery: address" or the pickup office with its address and hours. */
  receive: string;
  /** The device page, where the choice can be changed (the draft fills it back in). */
  changeHref: string | null;
}

/** What is being ordered, in words, above the server's price lines on /checkout/. */
export function OrderSummary(props: OrderSummaryProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.summary} aria-labelledby="order-title">
      <div className={styles.media}>{props.media}</div>
      <div className={styles.body}>
        <h2 id="order-title" className={styles.title}>
          {props.model}
        </h2>
        <p className={styles.muted}>{props.specs}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('gadget.term')}</dt>
            <dd>{props.term}</dd>
          </div>
          <div>
            <dt>{t('gadget.city')}</dt>
            <dd>{props.city}</dd>
          </div>
          <div>
            <dt>{t('gadget.receive')}</dt>
            <dd>{props.receive}</dd>
          </div>
        </dl>
        {props.changeHref && (
          <Link to={props.changeHref} className={styles.change}>
            {t('checkout.change')}
          </Link>
        )}
      </div>
    </section>
  );
}
