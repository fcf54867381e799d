import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { LastResortBoundary } from './app/errors/last-resort-boundary';
import { installPreloadErrorGuard } from './app/navigation/chunk-reload';
import { registerServiceWorker } from './app/register-sw';
import { createAppRouter } from './app/router';

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

if (import.meta.env.PROD) registerServiceWorker();
