import { staffMay } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../app/session';

/** The start page; the dashboard of orders comes with the orders (issue 29's next part). */
export function HomePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <section className="card">
      <h1>{t('home.title', { name: me.name })}</h1>
      <p>{t('home.role', { role: t(`roles.${me.role}`) })}</p>
      <p className="muted">{t('home.next')}</p>
      {staffMay(me.role, 'staff.manage') && (
        <p>
          <Link to="/people/">{t('home.people')}</Link>
        </p>
      )}
    </section>
  );
}
