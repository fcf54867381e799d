import { matchRoute } from '@ijara/contract';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { subscriptionsQueryOptions } from '../../features/subscriptions/api/get-subscriptions';
import { useLocale } from '../../lib/locale';
import { useSession } from '../../lib/session/use-session';
import { Breadcrumb } from './breadcrumb';
import { ChatButton } from './chat-button';
import { DeletionBanner } from './deletion-banner';
import { Footer } from './footer';
import { Header } from './header';
import layout from './layout.module.css';
import { OfflineBar } from './offline-bar';
import { PageTransition } from './page-transition';
import { Shell } from './shell';

function DefaultLayout() {
  const { pathname } = useLocation();
  const routeId = matchRoute(pathname)?.id;
  const catalog = useCatalog().data;
  const client = useSession((s) => s.client);
  // A subscription's page names it in the breadcrumb; the page reads the same list.
  const subscriptions = useQuery({
    ...subscriptionsQueryOptions(useLocale()),
    enabled: Boolean(client) && routeId === 'subscription',
  }).data;
  return (
    <>
      <Header catalog={catalog} showSignIn={routeId !== 'home'} />
      {routeId !== 'deleteProfileInfo' && <DeletionBanner />}
      {client && <Breadcrumb catalog={catalog} subscriptions={subscriptions} />}
      <main id="main" tabIndex={-1} className={layout.main}>
        <div className={layout.container}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </div>
        <OfflineBar />
      </main>
      <Footer>{catalog && <ChatButton href={catalog.org.chatBot} />}</Footer>
    </>
  );
}

/** SPEC.md §2 default layout. */
export function Component() {
  return (
    <Shell>
      <DefaultLayout />
    </Shell>
  );
}
