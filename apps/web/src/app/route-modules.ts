import type { RouteId } from '@ijara/contract';
import type { ComponentType } from 'react';
import { withChunkReload } from './navigation/chunk-reload';

export interface RouteModule {
  Component: ComponentType;
}
type Load = () => Promise<RouteModule>;

/** One lazy module per page: each is its own chunk. */
export const pageModules: Record<RouteId, Load> = {
  home: withChunkReload(() => import('./routes/home')),
  badRequest: withChunkReload(() => import('./routes/bad-request')),
  notFound: withChunkReload(() => import('./routes/not-found')),
  about: withChunkReload(() => import('./routes/about')),
  bonusSystem: withChunkReload(() => import('./routes/bonus-system')),
  cards: withChunkReload(() => import('./routes/cards')),
  catalog: withChunkReload(() => import('./routes/catalog')),
  checkout: withChunkReload(() => import('./routes/checkout')),
  contract: withChunkReload(() => import('./routes/contract')),
  cookies: withChunkReload(() => import('./routes/cookies')),
  delivery: withChunkReload(() => import('./routes/delivery')),
  documents: withChunkReload(() => import('./routes/documents')),
  faq: withChunkReload(() => import('./routes/faq')),
  deleteProfileInfo: withChunkReload(() => import('./routes/information-delete-profile')),
  payments: withChunkReload(() => import('./routes/payments')),
  privacy: withChunkReload(() => import('./routes/privacy')),
  profile: withChunkReload(() => import('./routes/profile')),
  registration: withChunkReload(() => import('./routes/registration')),
  rekurrent: withChunkReload(() => import('./routes/rekurrent')),
  subscriptions: withChunkReload(() => import('./routes/subscriptions')),
  success: withChunkReload(() => import('./routes/success')),
  verifyEmail: withChunkReload(() => import('./routes/verify-email')),
  catalogCategory: withChunkReload(() => import('./routes/catalog-category')),
  catalogGadget: withChunkReload(() => import('./routes/catalog-gadget')),
  successSubscription: withChunkReload(() => import('./routes/success-subscription')),
  subscription: withChunkReload(() => import('./routes/subscription')),
  paymentReceipt: withChunkReload(() => import('./routes/payment-receipt')),
};

export const layoutModules = {
  default: withChunkReload(() => import('./layouts/default-layout')),
  document: withChunkReload(() => import('./layouts/document-layout')),
  registration: withChunkReload(() => import('./layouts/registration-layout')),
};

export const errorModule = withChunkReload(() => import('./errors/route-error-boundary'));

/** Where people usually go next; fetched when the browser is idle. */
export const LIKELY_NEXT: Partial<Record<RouteId, RouteId[]>> = {
  home: ['catalog', 'catalogCategory', 'catalogGadget'],
  catalog: ['catalogCategory', 'catalogGadget'],
  catalogCategory: ['catalogGadget'],
  catalogGadget: ['checkout'],
  subscriptions: ['subscription', 'payments', 'catalog'],
  payments: ['paymentReceipt'],
  documents: ['contract', 'privacy'],
  faq: ['about', 'catalog'],
  about: ['faq', 'catalog'],
};
