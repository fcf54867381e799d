import { ROUTES, type RouteId } from '@ijara/contract';

/** The menu entries of SPEC.md §2 (key → route). "city" is shown without a link. */
export const MENU_ROUTES = {
  devices: 'catalog',
  subscriptions: 'subscriptions',
  payments: 'payments',
  cards: 'cards',
  personal: 'profile',
  about: 'about',
  faq: 'faq',
  offer: 'contract',
  recurrent: 'rekurrent',
  privacy: 'privacy',
  cookies: 'cookies',
  bonus: 'bonusSystem',
  documents: 'documents',
} as const satisfies Record<string, RouteId>;

export type MenuKey = keyof typeof MENU_ROUTES;

/** Order is the specification's, entry for entry. */
export const MOBILE_MENU: MenuKey[] = [
  'devices',
  'subscriptions',
  'payments',
  'cards',
  'personal',
  'bonus',
  'about',
  'faq',
  'documents',
];
export const DESKTOP_MENU: MenuKey[] = ['devices', 'subscriptions', 'payments', 'about', 'faq'];
export const PROFILE_MENU: MenuKey[] = ['personal', 'bonus', 'cards'];
export const LEGAL_MENU: MenuKey[] = ['offer', 'recurrent', 'privacy', 'cookies'];

/** "/catalog/…" → "devices": the breadcrumb's first crumb is the menu label of the first segment. */
export function menuKeyOfSegment(segment: string): MenuKey | undefined {
  return (Object.keys(MENU_ROUTES) as MenuKey[]).find((key) => ROUTES[MENU_ROUTES[key]] === `/${segment}/`);
}
