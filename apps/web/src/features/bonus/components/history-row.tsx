import { formatDate, formatMoney, type TBonusEntry } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../../../components/ui/icon';
import { LedgerAmount, LedgerIcon, LedgerMeta } from '../../../components/ui/ledger';
import { cx } from '../../../lib/cx';
import { useLocale } from '../../../lib/locale';
import styles from './history-row.module.css';

const TYPE_ICON: Record<TBonusEntry['type'], IconName> = {
  cashback: 'card',
  promo: 'bonus',
  payment: 'calendar',
  refund: 'arrow-left',
  adjustment: 'document',
};

/** One entry: what moved the points, when, for which subscription, and the signed amount. */
export function HistoryRow({ entry }: { entry: TBonusEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const credit = entry.amount > 0;
  const title =
    entry.type === 'promo' && entry.promo
      ? t('bonus.history.promoCode', { code: entry.promo })
      : t(`bonus.history.types.${entry.type}`);
  return (
    <div className={cx(styles.row, credit && styles.credit)}>
      <LedgerIcon
        name={TYPE_ICON[entry.type]}
        tone={credit ? 'success' : undefined}
        className={styles.icon}
      />
      <p className={styles.title}>{title}</p>
      <LedgerMeta className={styles.meta}>
        <time dateTime={entry.date}>{formatDate(entry.date, locale)}</time>
        {entry.subscriptionID !== null && (
          <span>{t('bonus.history.subscription', { id: entry.subscriptionID })}</span>
        )}
      </LedgerMeta>
      <LedgerAmount className={styles.amount}>
        <span className="visually-hidden">
          {credit ? t('bonus.history.credit') : t('bonus.history.debit')}:{' '}
        </span>
        {credit ? '+' : ''}
        {formatMoney(entry.amount, locale)}
      </LedgerAmount>
    </div>
  );
}
