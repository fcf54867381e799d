import { matchRoute } from '@ijara/contract';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { tookOver } from '../lib/after-take-over';
import { FirstPageProvider } from './navigation/first-page';
import { scheduleIdlePrefetch } from './navigation/idle-prefetch';
import { preloadPageScripts } from './navigation/page-scripts';
import { navigationProgress } from './navigation/progress';
import { ProgressBar } from './navigation/progress-bar';
import { layoutOf } from './route-files';
import { LIKELY_NEXT, layoutModules, pageModules } from './route-modules';

/**
 * The likely next pages' scripts, fetched and compiled but not run: running them would be a long task
 * of a slow phone's main thread while its visitor starts using the page. Until the table of each
 * page's scripts has arrived, the modules themselves.
 */
function prefetchNext(pathname: string): void {
  const id = matchRoute(pathname)?.id;
  for (const next of (id && LIKELY_NEXT[id]) || []) {
    if (preloadPageScripts(next)) continue;
    void layoutModules[layoutOf(next)]().catch(() => {});
    void pageModules[next]().catch(() => {});
  }
}

export function Root() {
  const { pathname } = useLocation();
  useEffect(() => scheduleIdlePrefetch(() => prefetchNext(pathname)), [pathname]);
  // A drawn page is taken over without the api client; it comes while the browser is idle, before the
  // first click needs it.
  useEffect(
    () =>
      scheduleIdlePrefetch(() => {
        void import('../lib/api-client/api-call').then(({ preloadApiClient }) => preloadApiClient());
      }),
    [],
  );
  // A page the server drew is made inert by /start-app.js, so nothing is typed or clicked into it
  // before React has taken it over; by this effect it has. What the page could wait for may load now.
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
    tookOver();
  }, []);
  return (
    <FirstPageProvider>
      <ProgressBar progress={navigationProgress} />
      <Outlet />
      <ScrollRestoration />
    </FirstPageProvider>
  );
}
