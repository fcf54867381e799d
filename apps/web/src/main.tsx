import './styles/tokens.css';
import './styles/global.css';
import { SSR_STATE_ID } from '@ijara/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { LastResortBoundary } from './app/errors/last-resort-boundary';
import { installPreloadErrorGuard } from './app/navigation/chunk-reload';
import { registerServiceWorker } from './app/register-sw';
import { createAppRouter } from './app/router';
import { afterTakeOver } from './lib/after-take-over';
import { currentLocale } from './lib/locale';
import { sessionStore } from './lib/session/store';

installPreloadErrorGuard();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

type AppRouter = ReturnType<typeof createAppRouter>;

function loaded(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * A page the server drew carries its data (src/entry-server.tsx); the code to take it over, or to draw
 * the visitor's own page over it (a signed-in page's frame, someone with a city kept), loads then.
 */
async function start(root: HTMLElement): Promise<void> {
  const drawn = document.getElementById(SSR_STATE_ID) !== null;
  const page = drawn
    ? await import('./app/hydrate-page').then(({ prepareDrawnPage }) => prepareDrawnPage()).catch(() => null)
    : null;
  const router = createAppRouter(page?.hydration);
  // The drawn page stays on screen until this visitor's page is ready, instead of giving way to the
  // loading logo in between.
  if (drawn) await loaded(router);
  const app = (
    <StrictMode>
      <LastResortBoundary>
        <RouterProvider router={router} />
      </LastResortBoundary>
    </StrictMode>
  );
  if (!drawn) {
    createRoot(root).render(app);
    return;
  }
  // As a transition React draws in slices, not in one long task on a slow phone, and the drawn page
  // stays on screen meanwhile. Only with a router that has finished loading: RouterProvider reads the
  // router's state when it renders and subscribes when it commits, so a sliced first render could miss
  // the end of the router's first loading and stay on its fallback.
  startTransition(() => {
    if (page?.takeOver) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
void start(container);

// SPEC.md §4 initialisation. Its code (api client, schemas) downloads only for someone with a token.
if (sessionStore.get().token) {
  void import('./app/session/start-session')
    .then(({ startSession }) => startSession(currentLocale()))
    .catch(() => {});
}

// Not before the page is usable: the worker's script and workbox-window come when the browser is idle
// after the take-over, and the worker precaches the rest of the app from there (docs/decisions/061).
if (import.meta.env.PROD) afterTakeOver(registerServiceWorker);
