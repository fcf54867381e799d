import type { TBonusEntry } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { FramedList } from '../../../components/ui/framed-list';
import styles from './bonus-history.module.css';
import { HistoryRow } from './history-row';

/** Every credit and debit of points, newest first, as bonus/info/ gives them. */
export function BonusHistory({ history }: { history: TBonusEntry[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.history} aria-labelledby="bonus-history">
      <h2 id="bonus-history" className={styles.title}>
        {t('bonus.history.title')}
      </h2>
      {history.length === 0 ? (
        <EmptyState
          icon="bonus"
          headingLevel={3}
          title={t('pages.bonusSystem.emptyTitle')}
          text={t('pages.bonusSystem.emptyText')}
        />
      ) : (
        <FramedList>
          {history.map((entry) => (
            <li key={entry.id}>
              <HistoryRow entry={entry} />
            </li>
          ))}
        </FramedList>
      )}
    </section>
  );
}
