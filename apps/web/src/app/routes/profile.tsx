import { formatDate, formatPhone } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { useLocale } from '../../lib/locale';
import { useSession } from '../../lib/session/use-session';
import styles from './profile.module.css';

/** /profile/: the client's personal details as the service holds them (editing comes with its issue). */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  // Personal data is shown as the api holds it now; the answer also refreshes the session's client.
  useUserInfo();
  const client = useSession((s) => s.client);
  const city = useSession((s) => s.catalog?.cities.find((c) => c.id === client?.city)?.name);
  if (!client) return null;
  const empty = t('pages.profile.notSet');
  const rows: Array<[string, string]> = [
    [
      t('pages.profile.name'),
      [client.lastName, client.firstName, client.patronymic].filter(Boolean).join(' ') || empty,
    ],
    [t('pages.profile.phone'), client.phone ? formatPhone(client.phone) : empty],
    [t('pages.profile.email'), client.email || empty],
    [t('pages.profile.birthdate'), client.birthdate ? formatDate(client.birthdate, locale) : empty],
    [t('pages.profile.city'), city ?? empty],
  ];
  return (
    <>
      <PageHeader title={t('pages.profile.title')} lead={t('pages.profile.lead')} />
      <section className={styles.card} aria-labelledby="profile-details">
        <h2 id="profile-details" className={styles.heading}>
          {t('pages.profile.details')}
        </h2>
        <dl className={styles.list}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>{t('pages.profile.note')}</p>
      </section>
    </>
  );
}
