import { BRAND_NAME, buildPath } from '@ijara/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale';
import styles from './footer.module.css';
import layout from './layout.module.css';

const LINKS = [
  ['catalog', 'menu.devices'],
  ['faq', 'menu.faq'],
  ['about', 'menu.about'],
  ['documents', 'menu.documents'],
] as const;

/** Brand and the current year (SPEC.md §2), plus the public pages for visitors without menus. */
export function Footer({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <footer className={styles.footer}>
      <div className={`${layout.container} ${styles.inner}`}>
        <div className={styles.brand}>
          <img src="/svg/logo.svg" alt="" width="80" height="26" />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navigation')}>
          <ul className={styles.links}>
            {LINKS.map(([id, label]) => (
              <li key={id}>
                <Link to={buildPath(id, {}, locale)}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {BRAND_NAME}
        </p>
      </div>
      {children}
    </footer>
  );
}
