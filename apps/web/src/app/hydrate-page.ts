import { SSR_STATE_ID, splitLocale } from '@ijara/contract';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { catalogQueryOptions } from '../features/catalog/api/get-catalog';
import { queryClient } from '../lib/query-client';
import { isBlank, sessionStore } from '../lib/session/store';
import { appRoutes } from './router';

export interface Hydration {
  routes: RouteObject[];
  hydrationData: HydrationState;
}

/**
 * Gets ready to take over the page the server rendered (src/entry-server.tsx), or says null and the app
 * renders from scratch, starting with the page's data. The server renders for a first-time visitor, so
 * only a browser whose session holds nothing yet hydrates: anyone signed in, or with a city or draft
 * kept, would see a different page. Before hydrating, the browser must reach the server's state: the
 * query data filled in, the page's route modules loaded, its loaders run (they load the language and
 * remember ?city=, as on the server). A loader that redirects or fails means the page is not the
 * server's: null.
 */
export async function prepareHydration(): Promise<Hydration | null> {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  // The drawn page's data are public answers of a moment ago, good for anyone: the app starts with them
  // either way, rather than with skeletons in place of what was on screen.
  hydrate(queryClient, JSON.parse(script.textContent) as DehydratedState);
  // The catalogue's query also keeps it in the session (getCatalog); hydrated, it did not run here.
  const catalog = queryClient.getQueryData(
    catalogQueryOptions(splitLocale(window.location.pathname).locale).queryKey,
  );
  if (catalog) sessionStore.set({ catalog });
  if (!isBlank(sessionStore.get())) return null;
  const routes = appRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
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
  return { routes, hydrationData: { loaderData, actionData: null, errors: null } };
}
