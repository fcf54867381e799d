import type { Locale } from '@ijara/contract';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { loadMessages } from '../lib/locale-messages';
import { setNavigator } from '../lib/navigation';
import { RootErrorBoundary } from './errors/root-error-boundary';
import { rememberQuery } from './guards';
import { HydrateFallback } from './hydrate-fallback';
import { withChunkReload } from './navigation/chunk-reload';
import { keyHistoryEntry } from './navigation/key-history-entry';
import { navigationProgress as progress } from './navigation/progress';
import { Root } from './root';
import { localeBranch } from './route-table';

const loadI18n = withChunkReload(() => import('../lib/i18n'));
/** i18next and the page's messages download side by side; ensureLocale then finds the messages loaded. */
const loadLocale = async (locale: Locale) => {
  const [i18n] = await Promise.all([loadI18n(), withChunkReload(loadMessages[locale])()]);
  await i18n.ensureLocale(locale);
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

/** Feeds the progress bar and lets lib code (log-out, deletion) navigate without a reload. */
export function connectRouter(router: AppRouter): AppRouter {
  let navigating = false;
  router.subscribe((state) => {
    const busy = state.navigation.state !== 'idle';
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
  return connectRouter(
    hydration
      ? createBrowserRouter(hydration.routes, { hydrationData: hydration.hydrationData })
      : createBrowserRouter(appRoutes()),
  );
}
