import { buildPath, deletionDate, formatDate } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { useLocale } from '../../lib/locale';
import { useSession } from '../../lib/session/use-session';
import styles from './deletion-banner.module.css';
import layout from './layout.module.css';

/** SPEC.md §4: deletion is pending; personal data goes 12 days after the request. */
export function DeletionBanner() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useSession((s) => s.client);
  if (!client?.delete_personal_data || !client.delete_personal_data_date) return null;
  const date = formatDate(deletionDate(client.delete_personal_data_date), locale, 'long');
  return (
    <div className={styles.banner} role="status">
      <div className={`${layout.container} ${styles.inner}`}>
        <Icon name="alert" size={20} />
        <p className={styles.text}>{t('deletion.banner', { date })}</p>
        <Link to={buildPath('deleteProfileInfo', {}, locale)} className={styles.link}>
          {t('deletion.more')}
        </Link>
      </div>
    </div>
  );
}
