import { staffMay } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { switchLocale } from '../lib/i18n';
import { staffApi } from '../lib/staff-api';
import { useMe, useSetMe } from './session';

/** The frame of every page: the name of the app, the person, the language switch and sign-out. */
export function Shell() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const setMe = useSetMe();
  const navigate = useNavigate();
  const person = me.data;

  const signOut = async () => {
    await staffApi('sign-out/', {}).catch(() => {});
    setMe(null);
    navigate('/sign-in/');
  };

  return (
    <div className="frame">
      <header className="bar">
        <Link to="/" className="brand">
          {t('appName')}
        </Link>
        {person && (
          <nav className="nav" aria-label={t('appName')}>
            <NavLink to="/" end>
              {t('orders.nav')}
            </NavLink>
            {staffMay(person.role, 'orders.return') && <NavLink to="/returns/">{t('nav.returns')}</NavLink>}
            {staffMay(person.role, 'claims.read') && <NavLink to="/claims/">{t('nav.claims')}</NavLink>}
            {staffMay(person.role, 'clients.read') && <NavLink to="/clients/">{t('nav.clients')}</NavLink>}
            {staffMay(person.role, 'stock.read') && <NavLink to="/stock/">{t('nav.stock')}</NavLink>}
            {staffMay(person.role, 'catalog.manage') && <NavLink to="/catalog/">{t('nav.catalog')}</NavLink>}
            {staffMay(person.role, 'catalog.manage') && <NavLink to="/prices/">{t('nav.prices')}</NavLink>}
            {staffMay(person.role, 'promo.manage') && <NavLink to="/promo/">{t('nav.promo')}</NavLink>}
            {staffMay(person.role, 'offices.manage') && <NavLink to="/offices/">{t('nav.offices')}</NavLink>}
            {staffMay(person.role, 'companies.manage') && (
              <NavLink to="/companies/">{t('nav.companies')}</NavLink>
            )}
            {staffMay(person.role, 'audit.read') && <NavLink to="/audit/">{t('nav.audit')}</NavLink>}
            {staffMay(person.role, 'staff.manage') && <NavLink to="/people/">{t('nav.people')}</NavLink>}
          </nav>
        )}
        <div className="bar-end">
          <button
            type="button"
            className="link-button"
            onClick={() => switchLocale(i18n.language === 'en' ? 'ru' : 'en')}
          >
            {t('language')}
          </button>
          {person && (
            <>
              <span className="who">
                {person.name} · {t(`roles.${person.role}`)}
              </span>
              <button type="button" className="button secondary" onClick={signOut}>
                {t('signOut')}
              </button>
            </>
          )}
        </div>
      </header>
      <main className="page">
        <Outlet />
      </main>
    </div>
  );
}
