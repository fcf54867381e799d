import { buildPath, formatMoney, type Money } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useLocale } from '../../../lib/locale';
import styles from './balance-card.module.css';

/** The points balance, what a point is worth, and where points are spent (a due payment). */
export function BalanceCard({ bonus }: { bonus: Money }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className={styles.card} aria-labelledby="bonus-balance">
      <h2 id="bonus-balance" className={styles.label}>
        {t('pages.bonusSystem.balance')}
      </h2>
      <p className={styles.amount}>{formatMoney(bonus, locale)}</p>
      <p className={styles.note}>{t('bonus.balanceNote')}</p>
      <Link to={buildPath('payments', {}, locale)} className={styles.link}>
        {t('bonus.payWithPoints')}
        <Icon name="arrow-right" size={18} />
      </Link>
    </section>
  );
}
