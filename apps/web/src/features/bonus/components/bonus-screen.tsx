import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBonusInfo } from '../api/get-bonus-info';
import { BalanceCard } from './balance-card';
import { BonusHistory } from './bonus-history';
import { BonusRules } from './bonus-rules';
import styles from './bonus-screen.module.css';
import { PromoForm } from './promo-form';

/** /bonus-system/: the balance, a promo code, how points work, then the history. */
export function BonusScreen() {
  const { t } = useTranslation();
  const query = useBonusInfo();
  return (
    <QueryState
      query={query}
      label={t('bonus.loading')}
      skeleton={
        <div className={styles.grid}>
          <Skeleton height={196} radius="lg" />
          <Skeleton height={196} radius="lg" />
        </div>
      }
    >
      {({ bonus, history }) => (
        <div className={styles.screen}>
          <div className={styles.grid}>
            <BalanceCard bonus={bonus} />
            <PromoForm />
          </div>
          <BonusRules />
          <BonusHistory history={history} />
        </div>
      )}
    </QueryState>
  );
}
