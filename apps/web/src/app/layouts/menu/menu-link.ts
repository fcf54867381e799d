import { buildPath, type Locale } from '@ijara/contract';
import { MENU_ROUTES, type MenuKey } from './menu-items';

export function menuHref(key: MenuKey, locale: Locale): string {
  return buildPath(MENU_ROUTES[key], {}, locale);
}
