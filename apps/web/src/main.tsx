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

/** A page the server rendered carries its data (src/entry-server.tsx); the code to take it over loads then. */
async function start(root: HTMLElement): Promise<void> {
  const drawn = document.getElementById(SSR_STATE_ID) !== null;
  const hydration = drawn
    ? await import('./app/hydrate-page').then(({ prepareHydration }) => prepareHydration()).catch(() => null)
    : null;
  const router = createAppRouter(hydration ?? undefined);
  // A drawn page this visitor does not get (signed in, a city kept) stays on screen until their own
  // page is ready, instead of giving way to the loading logo in between.
  if (drawn && !hydration) await loaded(router);
  const app = (
    <StrictMode>
      <LastResortBoundary>
        <RouterProvider router={router} />
      </LastResortBoundary>
    </StrictMode>
  );
  if (!hydration) {
    createRoot(root).render(app);
    return;
  }
  // As a transition React takes the drawn page over in slices, not in one long task on a slow phone.
  // Only here: RouterProvider reads the router's state when it renders and subscribes when it commits,
  // so a sliced first render could miss the end of the router's first loading and stay on its
  // fallback. A hydrated router has finished loading.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
void start(container);

// SPEC.md §4 initialisation. Its code (api client, schemas) downloads only for someone with a token.
if (sessionStore.get().token) {
  void import('./app/session/start-session')
    .then(({ startSession }) => startSession(currentLocale()))
    .catch(() => {});
}

if (import.meta.env.PROD) registerServiceWorker();
