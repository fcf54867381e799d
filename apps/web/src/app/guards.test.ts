// @vitest-environment node
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient, resetApiClient } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session/store';
import { createCatalog, createClient, createSubscription } from '../testing/factories';
import { apiRoutes, fakeFetch } from '../testing/fake-fetch';
import { goToPage, rememberQuery, requireClient, requireToken, validatePath } from './guards';

const args = (path: string): LoaderFunctionArgs => {
  const url = new URL(`http://localhost${path}`);
  return { request: new Request(url), url, params: {}, context: {}, pattern: '' } as LoaderFunctionArgs;
};

async function rejected(run: () => Promise<unknown>): Promise<Response | undefined> {
  try {
    await run();
  } catch (error) {
    return error as Response;
  }
  return undefined;
}

function thrown(run: () => unknown): Response | undefined {
  try {
    run();
  } catch (error) {
    return error as Response;
  }
  return undefined;
}

afterEach(() => {
  resetApiClient();
  queryClient.clear();
  sessionStore.reset();
});

describe('route guards (SPEC.md §5)', () => {
  it('authenticated: no client → home of the same language, keeping the way back', () => {
    expect(thrown(() => requireClient(args('/en/payments/')))?.headers.get('Location')).toBe(
      '/en/?next=%2Fen%2Fpayments%2F',
    );
    expect(thrown(() => requireClient(args('/cards/?from=menu')))?.headers.get('Location')).toBe(
      '/?next=%2Fcards%2F%3Ffrom%3Dmenu',
    );
    sessionStore.set({ client: createClient() });
    expect(requireClient(args('/payments/'))).toBeNull();
  });

  it('registration: no token → home', () => {
    expect(thrown(() => requireToken(args('/registration/')))?.headers.get('Location')).toBe('/');
    sessionStore.set({ token: 't' });
    expect(requireToken(args('/registration/'))).toBeNull();
  });

  it('registration: a registered client is sent on, to the way back or the landing page', async () => {
    sessionStore.set({ token: 't', client: createClient(), catalog: createCatalog() });
    const location = async (path: string) =>
      (await rejected(async () => requireToken(args(path))))?.headers.get('Location');
    expect(await location('/en/registration/')).toBe('/en/catalog/');
    expect(await location('/registration/?next=%2Fcards%2F')).toBe('/cards/');
    expect(await location('/registration/?next=%2F%2Fevil.com')).toBe('/catalog/');
  });

  it('the sign-in page sends a signed-in person back where a guard stopped them', async () => {
    configureApiClient({ fetch: fakeFetch(apiRoutes({})) });
    sessionStore.set({ token: 't', client: createClient(), catalog: createCatalog() });
    expect((await rejected(() => goToPage(args('/?next=%2Fcards%2F'))))?.headers.get('Location')).toBe(
      '/cards/',
    );
    expect(
      (await rejected(() => goToPage(args('/?next=https%3A%2F%2Fevil.com'))))?.headers.get('Location'),
    ).toBe('/catalog/');
    sessionStore.set({ client: null });
    expect((await rejected(() => goToPage(args('/en/?next=%2Fcards%2F'))))?.headers.get('Location')).toBe(
      '/en/registration/?next=%2Fen%2Fcards%2F',
    );
  });

  it('goToPage stores ?city= and ?device=', () => {
    rememberQuery(args('/catalog/?city=osh&device=iphone-16'));
    expect(sessionStore.get()).toMatchObject({ currentCity: 'osh', currentDevice: 'iphone-16' });
  });

  it('the sign-in page shows the courier text only while its address asks for it', async () => {
    configureApiClient({ fetch: fakeFetch(apiRoutes({})) });
    await goToPage(args('/?type=courier'));
    expect(sessionStore.get().type).toBe('courier');
    await goToPage(args('/'));
    expect(sessionStore.get().type).toBe('client');
    await goToPage(args('/?type=courier'));
    await goToPage(args('/en/'));
    expect(sessionStore.get().type).toBe('client');
  });

  it('goToPage moves a signed-in person on from the sign-in page', async () => {
    configureApiClient({ fetch: fakeFetch(apiRoutes({})) });
    expect(await goToPage(args('/'))).toBeNull();
    sessionStore.set({ token: 't', client: createClient(), catalog: createCatalog() });
    expect((await rejected(() => goToPage(args('/en/'))))?.headers.get('Location')).toBe('/en/catalog/');
  });

  it('goToPage asks for the count again: a device handed over since the last visit lands on /subscriptions/', async () => {
    const fetch = fakeFetch(
      apiRoutes({
        'subscription/info/': { statusCode: '200', subscriptions: [createSubscription({ status: 2 })] },
      }),
    );
    configureApiClient({ fetch });
    sessionStore.set({ token: 't', client: createClient(), catalog: createCatalog(), subscriptionsCount: 0 });
    expect((await rejected(() => goToPage(args('/'))))?.headers.get('Location')).toBe('/subscriptions/');
    expect(sessionStore.get().subscriptionsCount).toBe(1);
    expect(fetch.calls.map((call) => new URL(call.url, 'http://x').pathname)).toEqual([
      '/api/v3/subscription/info/',
    ]);
  });

  it('a path outside the route table is a 404', () => {
    expect(validatePath(args('/faq/'))).toBeNull();
    expect(thrown(() => validatePath(args('/faq')))).toMatchObject({ init: { status: 404 } });
    expect(thrown(() => validatePath(args('/catalog/Bad_Slug/')))).toMatchObject({ init: { status: 404 } });
  });
});
