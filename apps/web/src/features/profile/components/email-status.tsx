import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import styles from './email-status.module.css';

/** Whether the saved address is confirmed; unconfirmed, where the link to confirm it went. */
export function EmailStatus({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.status}>
      <Badge tone={verified ? 'active' : 'pending'}>
        {verified ? t('profile.emailVerified') : t('profile.emailUnverified')}
      </Badge>
      {!verified && <span>{t('profile.emailUnverifiedHint')}</span>}
    </span>
  );
}
