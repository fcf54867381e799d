import {
  buildPath,
  fillText,
  type Locale,
  ROUTE_IDS,
  type RouteId,
  SPEC_TEXTS,
  type TDocSlug,
} from '@ijara/contract';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../lib/api-client';
import { config } from '../lib/config';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session/store';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import {
  createCatalog,
  createClient,
  createFaq,
  createReceipt,
  createSubscription,
} from '../testing/factories';
import { apiRoutes, fakeFetch, json, type Recorded } from '../testing/fake-fetch';
import { renderApp } from '../testing/render';

/*
 * Every route of contract ROUTES in both languages, through the whole app (router, guards, layouts,
 * lazy pages, i18n, api client against a fake api): the page's h1 inside the main landmark, the
 * language, and the guards' redirects. The browser suite keeps only a handful of routes.
 */

/** The texts the headings come from, as both locale files have them. */
interface Messages {
  titles: Record<RouteId, string>;
  signIn: { title: string };
  pages: Record<keyof typeof ru.pages, { title: string }>;
  catalog: { title: string };
  documents: { title: string };
  faq: { title: string };
  success: { subscriptionTitle: string };
  claims: { page: { title: string } };
}
const MESSAGES: Record<Locale, Messages> = { ru, en };

/** Who may open what (SPEC.md §5), stated here rather than read from the route table under test. */
const NEEDS_CLIENT: RouteId[] = [
  'subscriptions',
  'payments',
  'cards',
  'profile',
  'checkout',
  'bonusSystem',
  'successSubscription',
  'deleteProfileInfo',
  'subscription',
  'paymentReceipt',
  'subscriptionClaim',
];
const NEEDS_TOKEN: RouteId[] = ['registration'];

const PARAMS = {
  category: 'smartphones',
  gadget: 'iphone-16',
  office: '5',
  subscription: '7',
  payment: '42',
};

/** Documents come from the api; their title says which one and in which language it was asked for. */
const documentTitle = (slug: TDocSlug, locale: Locale) => `Document ${slug} (${locale})`;

/** The h1 each page shows once its data is there. A new route fails to compile until it is added. */
const HEADING: Record<RouteId, (m: Messages, locale: Locale) => string> = {
  home: (m) => m.signIn.title,
  badRequest: (m) => m.pages.badRequest.title,
  notFound: (_, locale) => SPEC_TEXTS[locale].notFoundTitle,
  about: (_, locale) => documentTitle('about', locale),
  bonusSystem: (m) => m.pages.bonusSystem.title,
  cards: (m) => m.pages.cards.title,
  catalog: (m) => m.catalog.title,
  checkout: (m) => m.pages.checkout.title,
  contract: (_, locale) => documentTitle('oferta', locale),
  cookies: (_, locale) => documentTitle('cookies', locale),
  delivery: (_, locale) => documentTitle('delivery', locale),
  documents: (m) => m.documents.title,
  faq: (m) => m.faq.title,
  deleteProfileInfo: (m) => m.pages.deleteProfileInfo.title,
  payments: (m) => m.pages.payments.title,
  privacy: (_, locale) => documentTitle('privacy', locale),
  profile: (m) => m.pages.profile.title,
  registration: (m) => m.pages.registration.title,
  rekurrent: (_, locale) => documentTitle('rekurrent', locale),
  subscriptions: (m) => m.pages.subscriptions.title,
  success: (m) => m.success.subscriptionTitle,
  verifyEmail: (m) => m.pages.verifyEmail.title,
  catalogCategory: () => 'Smartphones',
  catalogGadget: () => 'iPhone 16',
  successSubscription: (m) => m.pages.successSubscription.title,
  subscription: () => 'iPhone 16, 128 GB',
  paymentReceipt: (_, locale) => fillText('receiptTitle', locale, { id: 42 }),
  subscriptionClaim: (m) => m.claims.page.title,
};

const client = createClient();
const catalog = createCatalog();
const answers = apiRoutes({
  'info/catalog/': catalog,
  'info/faq/': { statusCode: '200', faq: createFaq() },
  'info/cities/': { statusCode: '200', cities: catalog.cities },
  'info/companies/': { statusCode: '200', companies: [] },
  'user/getinfo/': { statusCode: '200', client },
  'subscription/info/': { statusCode: '200', subscriptions: [createSubscription({ id: 7 })] },
  'payment/cards/': { statusCode: '200', cards: [] },
  'payment/list/': { statusCode: '200', payments: [] },
  'claim/list/': { statusCode: '200', claims: [] },
  'bonus/info/': { statusCode: '200', bonus: client.bonus, history: [] },
  'payment/receipt/42/': {
    statusCode: '200',
    receipt: createReceipt({ paymentID: 42 }),
    pdf: { path: '/api/receipts/42/?signature=x', expiresAt: '2099-01-01T00:00:00.000Z' },
  },
});

function fakeApi(call: Recorded) {
  const slug = /\/api\/v3\/info\/(about|oferta|rekurrent|privacy|cookies|delivery)\/$/.exec(call.url)?.[1];
  if (!slug) return answers(call);
  const locale = call.headers['x-locale'] === 'en' ? 'en' : 'ru';
  const title = documentTitle(slug as TDocSlug, locale);
  const document = { slug, title, updatedAt: '2026-11-01', sections: [{ paragraphs: ['Text.'] }] };
  return json({ statusCode: '200', document });
}

beforeEach(() => {
  resetApiClient();
  vi.stubGlobal('fetch', fakeFetch(fakeApi));
  return async () => {
    // A page's answers land in the session (catalogue, client): let them land before it is emptied,
    // not in the next test.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    vi.unstubAllGlobals();
  };
});

const cases = ROUTE_IDS.flatMap((id) =>
  (['ru', 'en'] as const).map((locale) => ({ id, locale, path: buildPath(id, PARAMS, locale) })),
);

type Router = ReturnType<typeof renderApp>['router'];

/**
 * The page's h1 inside the main landmark, read straight from the DOM: role queries over a whole page
 * cost more than the render, and the accessible names are the component tests' business.
 */
async function expectPage(id: RouteId, locale: Locale, path: string, router: Router) {
  const heading = HEADING[id](MESSAGES[locale], locale);
  await waitFor(() => expect(document.querySelector('main h1')?.textContent).toBe(heading));
  expect(document.querySelectorAll('h1')).toHaveLength(1);
  expect(router.state.location.pathname).toBe(path);
  expect(document.documentElement.lang).toBe(locale);
  await waitFor(() => expect(document.title).toBe(`${MESSAGES[locale].titles[id]} — Ijara`));
}

describe('every route of SPEC.md §2 in both languages', () => {
  it.each(cases)('$path shows its page', async ({ id, locale, path }) => {
    if (NEEDS_CLIENT.includes(id)) {
      sessionStore.set({ token: 't', clientID: client.id, client, catalog, version: config.appVersion });
    } else if (NEEDS_TOKEN.includes(id)) {
      sessionStore.set({ token: 't', clientID: client.id, version: config.appVersion });
    }
    const { router } = renderApp(path);
    await expectPage(id, locale, path, router);
  });
});

it.each(['ru', 'en'] as const)('every route has a tab title of its own (%s)', (locale) => {
  const titles = ROUTE_IDS.map((id) => MESSAGES[locale].titles[id]);
  expect(new Set(titles).size).toBe(ROUTE_IDS.length);
});

describe('guards (SPEC.md §5)', () => {
  const guarded = cases.filter(({ id }) => NEEDS_CLIENT.includes(id) || NEEDS_TOKEN.includes(id));

  it.each(guarded)(
    '$path sends a visitor without a session to the sign-in page',
    async ({ locale, path }) => {
      const { router } = renderApp(path);
      await expectPage('home', locale, buildPath('home', {}, locale), router);
    },
  );

  it.each(cases.filter(({ id }) => NEEDS_CLIENT.includes(id)))(
    '$path needs a loaded client: a token alone goes on to finish the registration',
    async ({ locale, path }) => {
      sessionStore.set({ token: 't', clientID: client.id, catalog, version: config.appVersion });
      const { router } = renderApp(path);
      await expectPage('registration', locale, buildPath('registration', {}, locale), router);
    },
  );
});
