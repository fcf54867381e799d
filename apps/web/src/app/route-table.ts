import { type Locale, ROUTE_IDS, ROUTES, type RouteId } from '@ijara/contract';
import type { LoaderFunction, RouteObject } from 'react-router';
import { goToPage, requireClient, requireToken, validatePath } from './guards';
import { type LayoutName, layoutOf } from './route-files';
import { errorModule, layoutModules, pageModules } from './route-modules';

/** Per-route access (SPEC.md §5, decisions in apps/web/README.md). Unlisted routes are public. */
export const ROUTE_GUARDS: Partial<Record<RouteId, LoaderFunction>> = {
  home: goToPage,
  subscriptions: requireClient,
  subscription: requireClient,
  payments: requireClient,
  paymentReceipt: requireClient,
  subscriptionClaim: requireClient,
  cards: requireClient,
  profile: requireClient,
  checkout: requireClient,
  bonusSystem: requireClient,
  successSubscription: requireClient,
  deleteProfileInfo: requireClient,
  registration: requireToken,
};

export interface RouteHandle {
  routeId: RouteId;
}

function page(id: RouteId, locale: Locale): RouteObject {
  const path = ROUTES[id].slice(1);
  const guard = ROUTE_GUARDS[id];
  return {
    id: `${locale}:${id}`,
    ...(path ? { path } : { index: true }),
    ...(guard ? { loader: guard } : {}),
    lazy: pageModules[id],
    handle: { routeId: id } satisfies RouteHandle,
  };
}

/**
 * A layout's pages sit under one pathless route that validates the path, titles the tab and catches
 * their errors.
 */
function layout(name: LayoutName, locale: Locale, children: RouteObject[]): RouteObject {
  return {
    id: `${locale}:layout-${name}`,
    lazy: layoutModules[name],
    children: [
      {
        id: `${locale}:pages-${name}`,
        loader: validatePath,
        shouldRevalidate: () => true,
        lazy: errorModule,
        children,
      },
    ],
  };
}

/** Every route of contract ROUTES for one locale: ru at "/", en under "/en" (SPEC.md §2). */
export function localeBranch(locale: Locale, loadLocale: (locale: Locale) => Promise<void>): RouteObject {
  const ids = (name: LayoutName) =>
    ROUTE_IDS.filter((id) => layoutOf(id) === name).map((id) => page(id, locale));
  return {
    id: `locale-${locale}`,
    path: locale === 'ru' ? '/' : '/en',
    loader: async () => {
      await loadLocale(locale);
      return null;
    },
    // Again for every new page: a page the app took over came with its own texts only, and the next one
    // waits for the rest of the language (docs/decisions/061). A new search on the same page does not.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    children: [
      layout('default', locale, [
        ...ids('default'),
        {
          id: `${locale}:unknown`,
          path: '*',
          lazy: pageModules.notFound,
          handle: { routeId: 'notFound' } satisfies RouteHandle,
        },
      ]),
      layout('document', locale, ids('document')),
      layout('registration', locale, ids('registration')),
    ],
  };
}
