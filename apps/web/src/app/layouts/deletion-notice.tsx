import { buildPath, deletionDate, formatDate } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { useLocale } from '../../lib/locale';
import styles from './deletion-banner.module.css';
import layout from './layout.module.css';

/** The banner's content: the day the personal data goes, and the way to the deletion page. */
export function DeletionNotice({ requested }: { requested: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = formatDate(deletionDate(requested), locale, 'long');
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
