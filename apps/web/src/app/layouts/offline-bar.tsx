import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon';
import { useOnline } from '../../lib/use-online';
import styles from './offline-bar.module.css';

/** An unobtrusive notice while the browser is offline; saved pages and answers keep working. */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {!online && (
        <p className={styles.bar}>
          <Icon name="offline" size={18} />
          {t('common.offline')}
        </p>
      )}
    </div>
  );
}
