import type { Locale, TCatalog, TClient } from '@ijara/contract';
import type { ReactNode } from 'react';
import { DesktopNav } from './desktop-nav';
import styles from './menus.module.css';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';

export interface ClientMenusProps {
  client: TClient;
  catalog: TCatalog | undefined;
  locale: Locale;
  languageSwitch: ReactNode;
}

/** The signed-in header: desktop centre menu and profile dropdown from 960 px, the slide-in panel below. */
export default function ClientMenus({ client, catalog, locale, languageSwitch }: ClientMenusProps) {
  return (
    <>
      <DesktopNav locale={locale} />
      <div className={styles.actions}>
        {languageSwitch}
        <ProfileMenu client={client} catalog={catalog} locale={locale} />
        <MobileMenu catalog={catalog} locale={locale} />
      </div>
    </>
  );
}
