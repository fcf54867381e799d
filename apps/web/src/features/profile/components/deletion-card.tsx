import { buildPath, deletionDate, formatDate, type TClient } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/locale';
import card from './side-card.module.css';

/** The way to the deletion page from the profile; while a request is pending, its day and the way back. */
export function DeletionCard({ client }: { client: TClient }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const requested = client.delete_personal_data ? client.delete_personal_data_date : null;
  return (
    <section className={card.card} aria-labelledby="profile-deletion">
      <h2 id="profile-deletion" className={card.title}>
        {t('profile.deletion.title')}
      </h2>
      <p className={card.text}>
        {requested
          ? t('profile.deletion.pending', { date: formatDate(deletionDate(requested), locale) })
          : t('profile.deletion.text')}
      </p>
      <Link to={buildPath('deleteProfileInfo', {}, locale)} className={card.link}>
        {requested ? t('profile.deletion.cancelLink') : t('profile.deletion.link')}
      </Link>
    </section>
  );
}
