import { Outlet } from 'react-router';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { Footer } from './footer';
import { Header } from './header';
import layout from './layout.module.css';
import { OfflineBar } from './offline-bar';
import { PageTransition } from './page-transition';
import { Shell } from './shell';

function DocumentLayout() {
  const catalog = useCatalog().data;
  return (
    <>
      <Header catalog={catalog} showSignIn={false} />
      <main id="main" tabIndex={-1} className={layout.main}>
        <div className={`${layout.container} ${layout.narrow}`}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </div>
        <OfflineBar />
      </main>
      <Footer />
    </>
  );
}

/** SPEC.md §2 document layout: the menus with a loaded client, otherwise only the logo. */
export function Component() {
  return (
    <Shell>
      <DocumentLayout />
    </Shell>
  );
}
