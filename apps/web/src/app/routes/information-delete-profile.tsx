import { buildPath, deletionDate, formatDate } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { useLocale } from '../../lib/locale';
import { useSession } from '../../lib/session/use-session';
import styles from './information-delete-profile.module.css';

const STEPS = ['request', 'wait', 'erase'] as const;

/** /information-delete-profile/: what deleting personal data means and when it happens. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useSession((s) => s.client);
  const requested = client?.delete_personal_data ? client.delete_personal_data_date : null;
  return (
    <>
      <PageHeader title={t('pages.deleteProfileInfo.title')} lead={t('pages.deleteProfileInfo.lead')} />
      {requested && (
        <div className={styles.alert}>
          <Alert tone="warning">
            {t('deletion.banner', { date: formatDate(deletionDate(requested), locale, 'long') })}
          </Alert>
        </div>
      )}
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step} className={styles.step}>
            <strong>{t(`pages.deleteProfileInfo.steps.${step}.title`)}</strong>
            <span className={styles.text}>{t(`pages.deleteProfileInfo.steps.${step}.text`)}</span>
          </li>
        ))}
      </ol>
      <p className={styles.more}>
        <Link to={buildPath('privacy', {}, locale)}>{t('pages.deleteProfileInfo.privacyLink')}</Link>
      </p>
    </>
  );
}
