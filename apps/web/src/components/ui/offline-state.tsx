import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './offline-state.module.css';

/** A part of the page that could not load offline and has nothing saved; it loads once the connection is back. */
export function OfflineState() {
  const { t } = useTranslation();
  return (
    <div className={styles.offline} role="status">
      <Icon name="offline" size={28} />
      <p className={styles.text}>{t('common.offlinePage')}</p>
    </div>
  );
}
