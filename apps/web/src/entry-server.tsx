import {
  drawnCatalogPath,
  matchRoute,
  type RenderPage,
  type RouteId,
  splitLocale,
  type TClient,
} from '@ijara/contract';
import { defaultShouldDehydrateQuery, dehydrate, hashKey, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LastResortBoundary } from './app/errors/last-resort-boundary';
import type { DrawnState } from './app/hydrate-page';
import { drawnTitle } from './app/navigation/document-title';
import { appRoutes } from './app/router';
import { apiQueryKey, configureApiClient } from './lib/api-client';
import type { DrawnTexts } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { recordTexts } from './lib/record-texts';
import { sessionStore } from './lib/session/store';

/** The device drawings, served by the api as pictures at ART_PATH (docs/decisions/066). */
export { drawArt } from './features/catalog/components/device-art/index';

/**
 * The server's render of a page as a first-time visitor sees it: no session, the page's data fetched
 * through `fetchApi`. Built apart from the browser's bundle (`vite build --ssr`) and loaded by the api
 * (apps/api/src/plugins/web-ssr.ts). The browser hydrates it (app/hydrate-page.ts). Null when the page
 * is not for everyone (a guard redirects), fails, or its data does not all arrive: the api then sends
 * the plain app shell, as before (docs/decisions/032). A page for a signed-in client is drawn as its
 * frame: the layout, the title and the skeletons their browser shows while the page's data arrive.
 */
const ORIGIN = 'http://ssr.invalid';
/** A page whose data needs data of its own renders again; three rounds cover every page today. */
const MAX_DATA_ROUNDS = 3;

const handler = createStaticHandler(appRoutes());

/**
 * A frame is drawn as for a client with nothing filled in: no name, no number, no city. Its calls are
 * never sent (its token is no one's): what needs data shows the skeleton it shows while loading.
 */
const NOBODY: TClient = {
  id: 0,
  city: null,
  company: null,
  companyVerified: false,
  gender: null,
  citizenship: null,
  communication: null,
  firstName: '',
  lastName: '',
  patronymic: '',
  email: '',
  emailVerified: false,
  advertising: false,
  birthdate: null,
  phone: '',
  bonus: 0,
  forbidden: false,
  delete_personal_data: false,
  delete_personal_data_date: null,
};
const refuse: typeof fetch = () => Promise.reject(new Error('a frame sends no calls'));

/**
 * The signed-in pages drawn as a frame: each shows what its own calls answer, skeletons until then.
 * Not checkout (its draft lives in the browser), the subscription's success page (the office and the
 * catalogue) or the deletion page (whether the client has asked): their frame would show another
 * person's page for a moment.
 */
const FRAMED_PAGES: readonly RouteId[] = [
  'subscriptions',
  'subscription',
  'subscriptionClaim',
  'payments',
  'paymentReceipt',
  'cards',
  'profile',
  'bonusSystem',
];

function framed(url: string): boolean {
  const id = matchRoute(new URL(url, ORIGIN).pathname)?.id;
  return id !== undefined && FRAMED_PAGES.includes(id);
}

// The session, query cache, api client and i18n are the app's module singletons: one render at a time.
let queue: Promise<unknown> = Promise.resolve();

export const renderPage: RenderPage = (url, fetchApi) => {
  const run = queue.then(() => render(url, fetchApi));
  queue = run.catch(() => null);
  return run;
};

/**
 * The queries the page asked for and may send: one that is off (a signed-in read, with no session here)
 * stays pending in the browser too, so both sides draw the same.
 */
function wanted(): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

async function render(url: string, fetchApi: typeof fetch) {
  queryClient.clear();
  sessionStore.reset();
  drawnTitle.value = '';
  const frame = framed(url);
  if (frame) sessionStore.set({ token: 'frame', clientID: NOBODY.id, client: NOBODY });
  configureApiClient({ fetch: frame ? refuse : fetchApi, baseUrl: ORIGIN });
  const context = await handler.query(new Request(new URL(url, ORIGIN)));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const draw = () =>
    renderToString(
      <StrictMode>
        <LastResortBoundary>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </LastResortBoundary>
      </StrictMode>,
    );

  // The catalogue is not written into the page: the browser fetches it beside the scripts, and keeps it
  // for the next page (docs/decisions/060).
  const { locale } = splitLocale(new URL(url, ORIGIN).pathname);
  const catalogKey = hashKey(apiQueryKey('infoCatalog', locale));
  const drawnWithCatalog = () => queryClient.getQueryCache().get(catalogKey)?.state.status === 'success';
  const shouldDehydrateQuery = (query: Query) =>
    defaultShouldDehydrateQuery(query) && query.queryHash !== catalogKey;
  // Safe inside a script element: no "<" can close it.
  const state = (texts: DrawnTexts) =>
    JSON.stringify({
      data: dehydrate(queryClient, { shouldDehydrateQuery }),
      texts,
      ...(drawnWithCatalog() ? { catalogFrom: drawnCatalogPath(locale) } : {}),
    } satisfies DrawnState).replaceAll('<', '\\u003c');
  const title = () => (drawnTitle.value ? { title: drawnTitle.value } : {});
  // A frame is drawn over in the browser, never taken over: its texts would not be used.
  if (frame) return { html: draw(), state: state({}), frame: true, ...title() };
  // The texts the page shows go with it: the browser takes it over with them and loads the rest of the
  // language's messages afterwards (docs/decisions/061). Noted over every round: an earlier round's
  // (a loading label) are few, and noting only the last would need one render more.
  const texts = recordTexts();
  try {
    let html = draw();
    for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
      const waiting = wanted().filter((query) => query.state.status === 'pending');
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      html = draw();
    }
    if (!wanted().every((query) => query.state.status === 'success')) return null;
    return {
      html,
      state: state(texts.stop()),
      ...title(),
      ...(drawnWithCatalog() ? { fetches: [drawnCatalogPath(locale)] } : {}),
    };
  } finally {
    texts.stop();
  }
}
