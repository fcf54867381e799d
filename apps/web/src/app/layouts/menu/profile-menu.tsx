import { formatMoney, type Locale, type TCatalog, type TClient } from '@ijara/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { logout } from '../../../lib/session/logout';
import { LEGAL_MENU, type MenuKey, PROFILE_MENU } from './menu-items';
import { menuHref } from './menu-link';
import styles from './menus.module.css';

interface ProfileMenuProps {
  client: TClient;
  catalog: TCatalog | undefined;
  locale: Locale;
}

/** Opening the dropdown reads the client again: the balance it shows moves with every payment. */
function FreshClient() {
  useUserInfo();
  return null;
}

/** The desktop profile dropdown of SPEC.md §2, in the specification's order. */
export function ProfileMenu({ client, catalog, locale }: ProfileMenuProps) {
  const { t } = useTranslation();
  const name = [client.lastName, client.firstName].filter(Boolean).join(' ');
  const city = catalog?.cities.find((c) => c.id === client.city)?.name;
  const item = (key: MenuKey) => (
    <Menu.Item key={key} asChild className={styles.menuItem}>
      <Link to={menuHref(key, locale)}>{t(`menu.${key}`)}</Link>
    </Menu.Item>
  );
  return (
    <div className={styles.profile}>
      <Menu.Root modal={false}>
        <Menu.Trigger
          className={styles.profileTrigger}
          aria-label={t('menu.profile', { name: name || client.phone })}
        >
          <span className={styles.avatar}>
            <Icon name="user" size={18} />
          </span>
          <span className={styles.profileName}>{client.firstName || t('menu.profileFallback')}</span>
          <Icon name="chevron-down" size={16} />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className={styles.dropdown} align="end" sideOffset={8}>
            <FreshClient />
            <Menu.Label className={styles.identity}>
              <span className={styles.identityName}>{name}</span>
              <span className={styles.identityBonus}>
                {t('menu.bonusBalance', { amount: formatMoney(client.bonus, locale) })}
              </span>
            </Menu.Label>
            <Menu.Separator className={styles.separator} />
            {PROFILE_MENU.map(item)}
            <Menu.Separator className={styles.separator} />
            <Menu.Label className={styles.cityLabel}>
              <Icon name="pin" size={16} />
              <span>
                <span className="visually-hidden">{t('menu.city')}: </span>
                {city ?? t('menu.cityUnknown')}
              </span>
            </Menu.Label>
            <Menu.Separator className={styles.separator} />
            {LEGAL_MENU.map(item)}
            <Menu.Separator className={styles.separator} />
            <Menu.Item className={styles.menuItem} onSelect={() => logout()}>
              <Icon name="logout" size={18} />
              {t('menu.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
