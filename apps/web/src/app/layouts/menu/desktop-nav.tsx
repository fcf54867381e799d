import type { Locale } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { DESKTOP_MENU } from './menu-items';
import { menuHref } from './menu-link';
import styles from './menus.module.css';

/** Centre group of the desktop menu (SPEC.md §2). */
export function DesktopNav({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.desktopNav} aria-label={t('menu.main')}>
      <ul className={styles.desktopList}>
        {DESKTOP_MENU.map((key) => (
          <li key={key}>
            <NavLink to={menuHref(key, locale)} className={styles.desktopLink}>
              {t(`menu.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
