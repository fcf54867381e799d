import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import styles from './deletion-facts.module.css';

const ERASED = ['person', 'contacts', 'cards', 'addresses', 'sessions'] as const;
const KEPT = ['contracts', 'payments', 'audit'] as const;

/** What erasure takes and what the law makes us keep (docs/decisions/022), before anyone asks. */
export function DeletionFacts() {
  const { t } = useTranslation();
  return (
    <div className={styles.facts}>
      <Card id="deletion-erased" title={t('deleteProfile.erased.title')}>
        <ul className={styles.list}>
          {ERASED.map((key) => (
            <li key={key} className={styles.item}>
              <Icon name="close" size={18} className={styles.erased} />
              <span>{t(`deleteProfile.erased.items.${key}`)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card id="deletion-kept" title={t('deleteProfile.kept.title')}>
        <ul className={styles.list}>
          {KEPT.map((key) => (
            <li key={key} className={styles.item}>
              <Icon name="shield" size={18} className={styles.kept} />
              <span>{t(`deleteProfile.kept.items.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.why}>{t('deleteProfile.kept.why')}</p>
        <p className={styles.why}>{t('deleteProfile.kept.points')}</p>
      </Card>
    </div>
  );
}
