import { formatMoney } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon, type IconName } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';
import { useLocale } from '../../lib/locale';
import { useSession } from '../../lib/session/use-session';
import styles from './bonus-system.module.css';

const WAYS: Array<{ icon: IconName; key: 'cashback' | 'promo' | 'spend' }> = [
  { icon: 'card', key: 'cashback' },
  { icon: 'bonus', key: 'promo' },
  { icon: 'check', key: 'spend' },
];

/** /bonus-system/: the balance and how points work (promo codes and history come with their issue). */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const bonus = useSession((s) => s.client?.bonus ?? 0);
  return (
    <>
      <PageHeader title={t('pages.bonusSystem.title')} lead={t('pages.bonusSystem.lead')} />
      <div className={styles.grid}>
        <section className={styles.balance} aria-labelledby="bonus-balance">
          <h2 id="bonus-balance" className={styles.balanceLabel}>
            {t('pages.bonusSystem.balance')}
          </h2>
          <p className={styles.amount}>{formatMoney(bonus, locale)}</p>
        </section>
        <ul className={styles.ways}>
          {WAYS.map(({ icon, key }) => (
            <li key={key} className={styles.way}>
              <Icon name={icon} size={22} />
              <span>
                <strong>{t(`pages.bonusSystem.ways.${key}.title`)}</strong>
                <span className={styles.wayText}>{t(`pages.bonusSystem.ways.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <EmptyState
        icon="bonus"
        title={t('pages.bonusSystem.emptyTitle')}
        text={t('pages.bonusSystem.emptyText')}
      />
    </>
  );
}
