import type { TCatalog } from '@ijara/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useLocale, useLocalizedPath } from '../../lib/locale';
import { useSession } from '../../lib/session/use-session';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch';
import layout from './layout.module.css';

// Radix and the menus only download for someone who is signed in.
const ClientMenus = lazy(() => import('./menu/client-menus'));

interface HeaderProps {
  catalog: TCatalog | undefined;
  /** Offer a way to the sign-in page to visitors (not on the sign-in page itself). */
  showSignIn?: boolean;
}

export function Logo() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Link to={to('/')} className={styles.logo}>
      <img src="/svg/logo.svg" alt={t('common.brandHome')} width="106" height="34" />
    </Link>
  );
}

/** The sticky top bar: logo, the menus when a client is loaded (SPEC.md §2), language switch. */
export function Header({ catalog, showSignIn = true }: HeaderProps) {
  const { t } = useTranslation();
  const client = useSession((s) => s.client);
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <header className={styles.header}>
      <div className={`${layout.container} ${styles.bar}`}>
        <Logo />
        {client && import.meta.env.SSR ? (
          // A signed-in page's frame (src/entry-server.tsx) keeps the menus' place; they load here.
          <span className={styles.spacer} />
        ) : client ? (
          <Suspense fallback={<span className={styles.spacer} />}>
            <ClientMenus
              client={client}
              catalog={catalog}
              locale={locale}
              languageSwitch={<LanguageSwitch />}
            />
          </Suspense>
        ) : (
          <>
            <span className={styles.spacer} />
            <LanguageSwitch />
            {showSignIn && (
              <ButtonLink to={to('/')} size="sm" variant="inverse">
                {t('common.signIn')}
              </ButtonLink>
            )}
          </>
        )}
      </div>
    </header>
  );
}
