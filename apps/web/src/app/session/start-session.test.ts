// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClient } from '../../lib/api-client';
import { setNavigator } from '../../lib/navigation';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session/store';
import { createCatalog, createClient, createSubscription } from '../../testing/factories';
import { apiRoutes, fakeFetch, json } from '../../testing/fake-fetch';
import { startSession } from './start-session';

const VERSION = '2.0.0';
const fresh = createClient({ firstName: 'Nurlan', bonus: 900 });
let routes: Record<string, unknown>;
let fetch: ReturnType<typeof fakeFetch>;
const navigate = vi.fn<(to: string) => void>();

const paths = () => fetch.calls.map((call) => new URL(call.url, 'http://x').pathname.replace('/api/v3/', ''));

beforeEach(() => {
  resetApiClient();
  queryClient.clear();
  navigate.mockReset();
  setNavigator(navigate);
  routes = {
    'subscription/info/': {
      statusCode: '200',
      subscriptions: [
        createSubscription(),
        createSubscription({ status: 1 }),
        createSubscription({ status: 3 }),
      ],
    },
    'info/catalog/': createCatalog(),
    'user/getinfo/': { statusCode: '200', client: fresh },
  };
  fetch = fakeFetch((call) => apiRoutes(routes)(call));
  configureApiClient({ fetch, wait: () => Promise.resolve() });
});

afterEach(() => resetApiClient());

describe('initialisation at app start (SPEC.md §4)', () => {
  it('does nothing without a token', async () => {
    await startSession('ru', VERSION);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does nothing when the stored version is this one', async () => {
    sessionStore.set({ token: 't', client: createClient(), version: VERSION });
    await startSession('ru', VERSION);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after an update: subscriptions, then the catalogue, then the client again, then the version', async () => {
    sessionStore.set({ token: 't', client: createClient(), version: '1.0.0' });
    await startSession('en', VERSION);
    expect(paths()).toEqual(['subscription/info/', 'info/catalog/', 'user/getinfo/']);
    expect(fetch.calls[0]?.headers['x-locale']).toBe('en');
    const state = sessionStore.get();
    // Status 1 (created) is not counted.
    expect(state.subscriptionsCount).toBe(2);
    expect(state.catalog?.category).toHaveLength(2);
    expect(state.client?.bonus).toBe(900);
    expect(state.version).toBe(VERSION);
  });

  it('a 501 from subscription/info/ (not served yet) counts as no subscriptions', async () => {
    delete routes['subscription/info/'];
    sessionStore.set({ token: 't', client: createClient(), version: null, subscriptionsCount: 4 });
    await startSession('ru', VERSION);
    expect(sessionStore.get().subscriptionsCount).toBe(0);
    expect(sessionStore.get().version).toBe(VERSION);
  });

  it('keeps the old version when the client cannot be read, so the next start tries again', async () => {
    fetch = fakeFetch((call) =>
      call.url.includes('user/getinfo/') ? new TypeError('Failed to fetch') : apiRoutes(routes)(call),
    );
    configureApiClient({ fetch, wait: () => Promise.resolve() });
    sessionStore.set({ token: 't', client: createClient(), version: '1.0.0' });
    await startSession('ru', VERSION);
    expect(sessionStore.get().version).toBe('1.0.0');
    expect(sessionStore.get().token).toBe('t');
  });

  it('a registration-level token (no client yet) only reads the client', async () => {
    routes['user/getinfo/'] = { statusCode: '200', client: createClient({ firstName: '', lastName: '' }) };
    sessionStore.set({ token: 't', version: null });
    await startSession('ru', VERSION);
    expect(paths()).toEqual(['user/getinfo/']);
    expect(sessionStore.get().client).toBeNull();
    expect(sessionStore.get().version).toBe(VERSION);
  });

  describe('a client flagged for deletion', () => {
    const flagged = () =>
      createClient({ delete_personal_data: true, delete_personal_data_date: '2026-11-20' });

    it('is read again first', async () => {
      sessionStore.set({ token: 't', client: flagged(), version: VERSION });
      await startSession('ru', VERSION);
      expect(paths()).toEqual(['user/getinfo/']);
      expect(sessionStore.get().client?.delete_personal_data).toBe(false);
    });

    it('stops everything when that read fails', async () => {
      fetch = fakeFetch(json({ statusCode: '500', code: 'internal', message: 'down' }, 500));
      configureApiClient({ fetch, wait: () => Promise.resolve() });
      sessionStore.set({ token: 't', client: flagged(), version: '1.0.0' });
      await startSession('ru', VERSION);
      expect(paths()).toEqual(['user/getinfo/']);
      expect(sessionStore.get().version).toBe('1.0.0');
      expect(sessionStore.get().client?.delete_personal_data).toBe(true);
    });
  });

  it('a 401 on the way logs out and stops', async () => {
    fetch = fakeFetch(json({ statusCode: '401', code: 'unauthorized', message: 'Session ended' }, 401));
    configureApiClient({ fetch, wait: () => Promise.resolve(), onUnauthorized: () => sessionStore.reset() });
    sessionStore.set({ token: 't', client: createClient(), version: '1.0.0' });
    await startSession('ru', VERSION);
    expect(paths()).toEqual(['subscription/info/']);
    expect(sessionStore.get().token).toBeNull();
    expect(sessionStore.get().version).toBeNull();
  });
});
