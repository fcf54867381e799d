import type { RouteId } from '@ijara/contract';

// Plain data, no imports beyond types: route-modules.ts loads these files, and the build
// (vite-route-preloads.ts) reads the same table to name each page's chunks for the server's preload links.

/** Each page's module in src/app/routes/, by route id. */
export const PAGE_FILES: Record<RouteId, string> = {
  home: 'home',
  badRequest: 'bad-request',
  notFound: 'not-found',
  about: 'about',
  bonusSystem: 'bonus-system',
  cards: 'cards',
  catalog: 'catalog',
  checkout: 'checkout',
  contract: 'contract',
  cookies: 'cookies',
  delivery: 'delivery',
  documents: 'documents',
  faq: 'faq',
  deleteProfileInfo: 'information-delete-profile',
  payments: 'payments',
  privacy: 'privacy',
  profile: 'profile',
  registration: 'registration',
  rekurrent: 'rekurrent',
  subscriptions: 'subscriptions',
  success: 'success',
  verifyEmail: 'verify-email',
  catalogCategory: 'catalog-category',
  catalogGadget: 'catalog-gadget',
  successSubscription: 'success-subscription',
  subscription: 'subscription',
  paymentReceipt: 'payment-receipt',
  subscriptionClaim: 'subscription-claim',
};

/** Each layout's module in src/app/layouts/. */
export const LAYOUT_FILES = {
  default: 'default-layout',
  document: 'document-layout',
  registration: 'registration-layout',
} as const;

export type LayoutName = keyof typeof LAYOUT_FILES;

const DOCUMENT_ROUTES: RouteId[] = ['contract', 'rekurrent', 'privacy', 'cookies', 'delivery', 'documents'];
const REGISTRATION_ROUTES: RouteId[] = ['registration'];

export function layoutOf(id: RouteId): LayoutName {
  if (DOCUMENT_ROUTES.includes(id)) return 'document';
  if (REGISTRATION_ROUTES.includes(id)) return 'registration';
  return 'default';
}
