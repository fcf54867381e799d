import type { Locale, TCatalog } from '@ijara/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { SocialLinks } from '../../../features/info/components/social-links';
import { config } from '../../../lib/config';
import { logout } from '../../../lib/session/logout';
import { MOBILE_MENU } from './menu-items';
import { menuHref } from './menu-link';
import styles from './menus.module.css';

/** The slide-in panel under 960 px (SPEC.md §2): entries, log-out, messengers, app version. */
export function MobileMenu({ catalog, locale }: { catalog: TCatalog | undefined; locale: Locale }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new page
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className={styles.mobile}>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={styles.iconButton} aria-label={t('menu.open')}>
          <Icon name="menu" size={24} />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.panel} aria-describedby={undefined}>
            <div className={styles.panelHead}>
              <Dialog.Title className={styles.panelTitle}>{t('menu.title')}</Dialog.Title>
              <Dialog.Close className={styles.iconButton} aria-label={t('menu.close')}>
                <Icon name="close" size={24} />
              </Dialog.Close>
            </div>
            <nav aria-label={t('menu.main')}>
              <ul className={styles.panelList}>
                {MOBILE_MENU.map((key) => (
                  <li key={key}>
                    <NavLink to={menuHref(key, locale)} className={styles.panelLink}>
                      {t(`menu.${key}`)}
                      <Icon name="chevron-right" size={18} />
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <button type="button" className={styles.logout} onClick={() => logout()}>
              <Icon name="logout" size={20} />
              {t('menu.logout')}
            </button>
            <div className={styles.panelFoot}>
              {catalog && <SocialLinks org={catalog.org} />}
              <p className={styles.version}>{t('menu.version', { version: config.appVersion })}</p>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
