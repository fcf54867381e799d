// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClient } from '../../lib/api-client';
import { config } from '../../lib/config';
import { setNavigator } from '../../lib/navigation';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session/store';
import { createCatalog, createClient, createSubscription } from '../../testing/factories';
import { apiRoutes, fakeFetch } from '../../testing/fake-fetch';
import { completeSignIn } from './complete-sign-in';

const signedIn = { token: 'k'.repeat(64), clientID: 42 };
let routes: Record<string, unknown>;
let fetch: ReturnType<typeof fakeFetch>;

function serve(answers: Record<string, unknown>) {
  routes = answers;
  fetch = fakeFetch((call) => apiRoutes(routes)(call));
  configureApiClient({ fetch, wait: () => Promise.resolve() });
}

beforeEach(() => {
  resetApiClient();
  queryClient.clear();
  setNavigator(vi.fn());
  serve({
    'user/getinfo/': { statusCode: '200', client: createClient({ id: 42 }) },
    'info/catalog/': createCatalog(),
  });
});

afterEach(() => resetApiClient());

describe('after the code (or the bot) confirms', () => {
  it('keeps token and clientID, and sends a person without a name to /registration/', async () => {
    routes['user/getinfo/'] = {
      statusCode: '200',
      client: createClient({ id: 42, firstName: '', lastName: '' }),
    };
    expect(await completeSignIn(signedIn, 'en')).toBe('/en/registration/');
    const state = sessionStore.get();
    expect(state).toMatchObject({
      token: signedIn.token,
      clientID: 42,
      client: null,
      version: config.appVersion,
    });
    expect(fetch.calls.map((c) => c.url)).toEqual(['/api/v3/user/getinfo/']);
    expect(fetch.calls[0]?.headers.authorization).toBe(`Bearer ${signedIn.token}`);
  });

  it('with subscriptions (status 1 not counted) and no chosen device: /subscriptions/', async () => {
    routes['subscription/info/'] = {
      statusCode: '200',
      subscriptions: [createSubscription({ status: 1 }), createSubscription({ status: 2 })],
    };
    expect(await completeSignIn(signedIn, 'ru')).toBe('/subscriptions/');
    expect(sessionStore.get().subscriptionsCount).toBe(1);
    expect(sessionStore.get().catalog).not.toBeNull();
  });

  it('only a created (status 1) subscription, or a 501 while they are not served: /catalog/', async () => {
    routes['subscription/info/'] = { statusCode: '200', subscriptions: [createSubscription({ status: 1 })] };
    expect(await completeSignIn(signedIn, 'ru')).toBe('/catalog/');
    delete routes['subscription/info/'];
    queryClient.clear();
    expect(await completeSignIn(signedIn, 'ru')).toBe('/catalog/');
  });

  it('a device chosen before signing in wins', async () => {
    routes['subscription/info/'] = { statusCode: '200', subscriptions: [createSubscription()] };
    sessionStore.set({ currentDevice: 'iphone-16' });
    expect(await completeSignIn(signedIn, 'ru')).toBe('/catalog/smartphones/iphone-16/');
  });

  it('fails (to be retried) when the client cannot be read; the token stays', async () => {
    serve({ 'user/getinfo/': { statusCode: '500', code: 'internal', message: 'down' } });
    await expect(completeSignIn(signedIn, 'ru')).rejects.toMatchObject({ code: 'internal' });
    expect(sessionStore.get().token).toBe(signedIn.token);
  });
});
