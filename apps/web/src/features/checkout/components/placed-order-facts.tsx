import { buildPath, formatMoney } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../../lib/locale';
import { readPlacedOrder } from '../placed-order';
import styles from './placed-order-facts.module.css';

/** On the success pages: the order's number (a link to it) and what was paid, when checkout handed them over. */
export function PlacedOrderFacts() {
  const { t } = useTranslation();
  const locale = useLocale();
  const placed = readPlacedOrder(useLocation().state);
  if (!placed) return null;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('checkout.placed.order')}</dt>
        <dd>
          <Link to={buildPath('subscription', { subscription: String(placed.id) }, locale)}>
            {t('checkout.placed.number', { id: placed.id })}
          </Link>
        </dd>
      </div>
      {placed.amount !== null && (
        <div>
          <dt>{t(placed.paid ? 'checkout.placed.paid' : 'checkout.placed.processing')}</dt>
          <dd>{formatMoney(placed.amount, locale)}</dd>
        </div>
      )}
    </dl>
  );
}
