import { SSR_STATE_ID, splitLocale, type TCatalog } from '@ijara/contract';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { catalogQueryOptions } from '../features/catalog/api/get-catalog';
import { type DrawnTexts, takeDrawnTexts } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { isBlank, sessionStore } from '../lib/session/store';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { appRoutes } from './router';

const WHOLE_STYLES_WAIT_MS = 3000;

export interface Hydration {
  routes: RouteObject[];
  hydrationData: HydrationState;
}

/** What a page drawn by the server carries for the browser (src/entry-server.tsx), as JSON. */
export interface DrawnState {
  /** The answers the page was drawn from. */
  data: DehydratedState;
  /** The texts it shows, by language (docs/decisions/061); none for a signed-in page's frame. */
  texts: DrawnTexts;
  /**
   * Where the catalogue it was drawn from is (contract drawnCatalogPath): not written into the page,
   * it is fetched beside the page's scripts (docs/decisions/060).
   */
  catalogFrom?: string;
}

export interface DrawnPage {
  /** The router starts from these: the page's modules loaded and its loaders run. */
  hydration: Hydration;
  /** React takes the drawn page over (hydrates it); otherwise the app draws its own page over it. */
  takeOver: boolean;
}

/** The catalogue a drawn page was drawn from, as info/catalog/ answers it; null when it did not come. */
async function fetchDrawnCatalog(url: string): Promise<TCatalog | null> {
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as TCatalog) : null;
  } catch {
    return null;
  }
}

/**
 * The whole stylesheets of a page drawn with only the rules its elements use (docs/decisions/065),
 * loaded or failed: what the page shows once used, and any page after it, needs their other rules.
 * /start-app.js enabled them as it loaded the app; enabled here if it did not. A sheet that failed
 * before this looked cannot be told from one on its way: at most WHOLE_STYLES_WAIT_MS.
 */
export function wholeStylesLoaded(): Promise<unknown> {
  const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[data-whole]')];
  const loaded = sheets.map((sheet) => {
    sheet.disabled = false;
    if (sheet.sheet) return null;
    return new Promise((resolve) => {
      sheet.addEventListener('load', resolve, { once: true });
      sheet.addEventListener('error', resolve, { once: true });
    });
  });
  if (loaded.every((sheet) => sheet === null)) return Promise.resolve();
  return Promise.race([
    Promise.all(loaded),
    new Promise((resolve) => setTimeout(resolve, WHOLE_STYLES_WAIT_MS)),
  ]);
}

/**
 * Gets the app ready on a page the server drew (src/entry-server.tsx): the query data filled in, the
 * page's route modules loaded, its loaders run (they load the language and remember ?city=, as on the
 * server), so the router starts loaded and the drawn page stays until the app's page replaces it. The
 * server draws for a first-time visitor, so only a browser whose session holds nothing yet takes the
 * page over: anyone signed in, or with a city or draft kept, would see a different page, and a signed-in
 * page's frame is no one's page. A loader that redirects or fails (a signed-in page, signed out) means
 * the page is not for this visitor: null, and the router loads as without a drawn page.
 *
 * A router that starts loaded this way also leaves the scroll where the browser put it: react-router's
 * ScrollRestoration would otherwise scroll a loaded router's page to the top on Back (it sets the
 * position to restore before RouterProvider listens, and the position is lost).
 */
export async function prepareDrawnPage(): Promise<DrawnPage | null> {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  const state = JSON.parse(script.textContent) as DrawnState;
  const { locale } = splitLocale(window.location.pathname);
  // The drawn page's data are public answers of a moment ago, good for anyone: the app starts with them
  // either way, rather than with skeletons in place of what was on screen.
  hydrate(queryClient, state.data);
  if (state.catalogFrom) {
    // Named in the page's head, so it is on its way or here already. Without it, the page cannot be
    // taken over as drawn: the app draws its own (its query asks info/catalog/ as usual).
    const drawnCatalog = await fetchDrawnCatalog(state.catalogFrom);
    if (!drawnCatalog) return null;
    queryClient.setQueryData(catalogQueryOptions(locale).queryKey, drawnCatalog);
  }
  // The catalogue's query also keeps it in the session (getCatalog); hydrated, it did not run here.
  const catalog = queryClient.getQueryData(catalogQueryOptions(locale).queryKey);
  if (catalog) sessionStore.set({ catalog });
  const takeOver = !script.hasAttribute('data-frame') && isBlank(sessionStore.get());
  // Taken over with the texts it shows; a page drawn over it needs its language's messages, as usual.
  await Promise.all([wholeStylesLoaded(), takeOver ? takeDrawnTexts(locale, state.texts) : null]);
  // Each step in a task of its own: together they held a slow phone's main thread for 60–130 ms.
  await yieldToBrowser();
  const routes = appRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  await yieldToBrowser();
  const request = new Request(window.location.href);
  const url = new URL(window.location.href);
  const loaderData: Record<string, unknown> = {};
  try {
    const pattern: string[] = [];
    for (const { route, params } of matches) {
      if (route.path) pattern.push(route.path);
      if (typeof route.loader !== 'function' || !route.id) continue;
      const args = { request, url, params, pattern: pattern.join('/'), context: undefined };
      // Undefined would make the router run the loader again, and show its fallback meanwhile.
      loaderData[route.id] = (await route.loader(args)) ?? null;
    }
  } catch {
    return null;
  }
  return { hydration: { routes, hydrationData: { loaderData, actionData: null, errors: null } }, takeOver };
}
