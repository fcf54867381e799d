import { type Locale, matchRoute, SSR_STATE_ID } from '@ijara/contract';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { afterTakeOver } from '../lib/after-take-over';
import { setLaterScripts } from '../lib/later-scripts';
import { loadMessages } from '../lib/locale-messages';
import { preloadScripts } from '../lib/module-preload';
import { setNavigator } from '../lib/navigation';
import { RootErrorBoundary } from './errors/root-error-boundary';
import { rememberQuery } from './guards';
import { HydrateFallback } from './hydrate-fallback';
import { withChunkReload } from './navigation/chunk-reload';
import { keyHistoryEntry } from './navigation/key-history-entry';
import { preloadPageScripts, setPagePreloader } from './navigation/page-scripts';
import { navigationProgress as progress } from './navigation/progress';
import { Root } from './root';
import { localeBranch } from './route-table';

const loadI18n = withChunkReload(() => import('../lib/i18n'));
/**
 * i18next and the page's messages download side by side; ensureLocale then finds the messages loaded.
 * Not on a page the server drew: app/hydrate-page.ts has loaded i18next to take the page's own texts,
 * and the rest of the messages come after the take-over (docs/decisions/061).
 */
const loadLocale = async (locale: Locale) => {
  const load = withChunkReload(loadMessages[locale]);
  const drawn = typeof document !== 'undefined' && document.getElementById(SSR_STATE_ID) !== null;
  const [i18n] = await Promise.all([loadI18n(), drawn ? null : load()]);
  await i18n.ensureLocale(locale, load);
};

/** The whole route tree: both locales under one root (tests mount it in a memory router). */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      HydrateFallback,
      ErrorBoundary: RootErrorBoundary,
      loader: rememberQuery,
      children: [localeBranch('ru', loadLocale), localeBranch('en', loadLocale)],
    },
  ];
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Feeds the progress bar, preloads the next page's scripts and lets lib code (log-out, deletion)
 * navigate without a reload.
 */
export function connectRouter(router: AppRouter): AppRouter {
  let navigating = false;
  router.subscribe((state) => {
    const busy = state.navigation.state !== 'idle';
    const next = state.navigation.location;
    // A page's scripts side by side as the router starts loading it, not one import after another.
    if (busy && !navigating && next) {
      const id = matchRoute(next.pathname)?.id;
      if (id) preloadPageScripts(id);
    }
    if (busy && !navigating) progress.start();
    if (!busy && navigating) progress.finish(Boolean(state.errors));
    navigating = busy;
  });
  setNavigator((to) => {
    void router.navigate(to);
  });
  return router;
}

/** `hydration`: the routes and loader results of a page the server rendered (./hydrate-page.ts). */
export function createAppRouter(hydration?: {
  routes: RouteObject[];
  hydrationData: HydrationState;
}): AppRouter {
  keyHistoryEntry();
  // Built chunks only: the development server loads modules one by one anyway.
  if (import.meta.env.PROD) {
    afterTakeOver(() => {
      void import('./navigation/page-preloads')
        .then(({ loadPagePreloads }) => loadPagePreloads())
        .then(
          ({ pages, later }) => {
            setPagePreloader((id) => preloadScripts(pages[id]?.scripts ?? []));
            setLaterScripts(later ?? null);
          },
          () => setLaterScripts(null),
        );
    });
  }
  return connectRouter(
    hydration
      ? createBrowserRouter(hydration.routes, { hydrationData: hydration.hydrationData })
      : createBrowserRouter(appRoutes()),
  );
}
