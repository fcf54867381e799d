import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { LastResortBoundary } from './app/errors/last-resort-boundary';
import { installPreloadErrorGuard } from './app/navigation/chunk-reload';
import { registerServiceWorker } from './app/register-sw';
import { createAppRouter } from './app/router';
import { currentLocale } from './lib/locale';
import { sessionStore } from './lib/session/store';

installPreloadErrorGuard();
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <LastResortBoundary>
      <RouterProvider router={router} />
    </LastResortBoundary>
  </StrictMode>,
);

// SPEC.md §4 initialisation. Its code (api client, schemas) downloads only for someone with a token.
if (sessionStore.get().token) {
  void import('./app/session/start-session')
    .then(({ startSession }) => startSession(currentLocale()))
    .catch(() => {});
}

if (import.meta.env.PROD) registerServiceWorker();
