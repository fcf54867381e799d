import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { logout } from '../../lib/session/logout';
import { Logo } from './header';
import styles from './header.module.css';
import layout from './layout.module.css';
import { OfflineBar } from './offline-bar';
import { Shell } from './shell';

function RegistrationLayout() {
  const { t } = useTranslation();
  return (
    <>
      <header className={styles.header}>
        <div className={`${layout.container} ${styles.bar}`}>
          <Logo />
          <span className={styles.spacer} />
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => logout()}
            aria-label={t('menu.logout')}
          >
            <Icon name="logout" size={22} />
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={layout.main}>
        <div className={`${layout.container} ${layout.narrow}`}>
          <Outlet />
        </div>
        <OfflineBar />
      </main>
    </>
  );
}

/** SPEC.md §2 registration layout: the logo and a log-out icon. */
export function Component() {
  return (
    <Shell>
      <RegistrationLayout />
    </Shell>
  );
}
