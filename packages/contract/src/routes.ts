import { DEFAULT_LOCALE, type Locale } from './constants';

/**
 * The route table of SPEC.md §2, shared by the web router and the server's 404 decision.
 * Paths are the Russian (unprefixed) form; English adds "/en". Every path ends with "/".
 * Catalogue parameters follow DESIGN.md §4: /catalog/{category}/ and /catalog/{category}/{gadget}/.
 * SPEC.md §2 names a subscription detail screen without a path: it is /subscriptions/{id}/.
 */
export const ROUTES = {
  home: '/',
  badRequest: '/400/',
  notFound: '/404/',
  about: '/about/',
  bonusSystem: '/bonus-system/',
  cards: '/cards/',
  catalog: '/catalog/',
  checkout: '/checkout/',
  contract: '/contract/',
  cookies: '/cookies/',
  delivery: '/delivery/',
  documents: '/documents/',
  faq: '/faq/',
  deleteProfileInfo: '/information-delete-profile/',
  payments: '/payments/',
  privacy: '/privacy/',
  profile: '/profile/',
  registration: '/registration/',
  rekurrent: '/rekurrent/',
  subscriptions: '/subscriptions/',
  success: '/success/',
  verifyEmail: '/verify-email/',
  catalogCategory: '/catalog/:category/',
  catalogGadget: '/catalog/:category/:gadget/',
  successSubscription: '/success-subscription/:office/',
  /** One subscription of the signed-in client, by its numeric id. */
  subscription: '/subscriptions/:subscription/',
  /** The receipt of one successful payment of the signed-in client (decision 028). */
  paymentReceipt: '/payments/:payment/receipt/',
  /** Reporting one of the client's devices broken, lost or stolen (docs/decisions/059). */
  subscriptionClaim: '/subscriptions/:subscription/claim/',
} as const;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** Route parameter values: readable slugs or numeric ids. */
export const ROUTE_PARAM_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

export interface RouteMatch {
  id: RouteId;
  locale: Locale;
  params: Record<string, string>;
}

/** Splits "/en/faq/" into its locale and the unprefixed path "/faq/". */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { locale: 'en', path: pathname.slice(3) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** Prefixes an unprefixed route path for a locale. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? '/en/' : `/en${path}`;
}

/** Fills a pattern's ":params". */
export function buildPath(id: RouteId, params: Record<string, string> = {}, locale: Locale = 'ru'): string {
  const path = ROUTES[id].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return localizePath(path, locale);
}

/** Each route's pattern as segments, split once: every page request is matched against all of them. */
const ROUTE_SEGMENTS = ROUTE_IDS.map((id) => [id, ROUTES[id].split('/').filter(Boolean)] as const);

/** Matches a browser path (with or without the /en prefix) against the route table. */
export function matchRoute(pathname: string): RouteMatch | null {
  if (!pathname.endsWith('/')) return null;
  const { locale, path } = splitLocale(pathname);
  if (!path.startsWith('/') || !path.endsWith('/') || path.includes('//')) return null;
  const segments = path.split('/').filter(Boolean);
  for (const [id, pattern] of ROUTE_SEGMENTS) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const segment = segments[i] as string;
      if (part.startsWith(':')) {
        if (!ROUTE_PARAM_PATTERN.test(segment)) return false;
        params[part.slice(1)] = segment;
        return true;
      }
      return part === segment;
    });
    if (ok) return { id, locale, params };
  }
  return null;
}

/**
 * The web build writes this file beside index.html: for each page, the script and style files it loads
 * beyond the entry, and each language's messages. The api names them in the page's HTML as preload
 * links, so they download with the entry instead of after it has run.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
export interface RoutePreloads {
  pages: Record<RouteId, { scripts: string[]; styles: string[] }>;
  locales: Record<Locale, string[]>;
  /** Scripts of hydrating a page the server rendered (apps/web/src/app/hydrate-page.ts). */
  hydration: string[];
  /** Scripts of the modules a page runs only when first used (LATER_MODULES). */
  later: Record<LaterModule, string[]>;
}

/**
 * Modules of the web app that a page fetches when the browser is idle but runs only when first used
 * (docs/decisions/061): running them is a long task of a slow phone's main thread, and a visitor who
 * only looks never needs them. The api client (zod, the signature), the sign-in form's checks, the
 * sign-in steps after the phone's and what follows a sign-in.
 */
export const LATER_MODULES = ['apiClient', 'checkedSignInForm', 'signInSteps', 'completeSignIn'] as const;
export type LaterModule = (typeof LATER_MODULES)[number];

/**
 * The web build's server bundle (apps/web/dist-ssr/): it renders a public page for a first visit, so the
 * page shows before its scripts run (docs/decisions/032). `fetchApi` answers the page's api calls.
 */
export const SSR_ENTRY_FILE = 'entry-server.js';
/**
 * Where the api serves the device drawings as pictures (apps/web/src/features/catalog/components/
 * device-art/art-file.ts names the files; entry-server.tsx's `drawArt` draws them; docs/decisions/066).
 */
export const ART_PATH = '/art/';
/** The server renderer's drawing of one art file: the SVG document, or null for a name it does not draw. */
export type DrawArt = (file: string) => string | null;
/** Loads the app's scripts into a rendered page once it has painted (apps/web/public/start-app.js). */
export const START_APP_SCRIPT = '/start-app.js';
/** The id of the `<script type="application/json">` holding a rendered page's query data. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * info/catalog/'s answer in `locale` for a drawn page to be taken over with: fetched beside the page's
 * scripts, and kept by the browser for the next page by its ETag, rather than written into every page
 * (docs/decisions/060). Unsigned, as a page is: it is what info/catalog/ answers anyone.
 */
export function drawnCatalogPath(locale: Locale): string {
  return `/drawn/${locale}/catalog.json`;
}
export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's query data and texts (the web's DrawnState) as JSON, safe in a script element (no "<"). */
  state: string;
  /**
   * A signed-in page's frame: its layout, title and skeletons, drawn for nobody in particular and
   * without data. The browser draws the page itself over it and never takes the frame over.
   */
  frame?: boolean;
  /** The tab's title as the app sets it ("Каталог — Ijara"), in the page's language; plain text. */
  title?: string;
  /** What the browser fetches to take the page over (drawnCatalogPath), named early in its HTML. */
  fetches?: string[];
}
export type RenderPage = (url: string, fetchApi: typeof fetch) => Promise<RenderedPage | null>;
