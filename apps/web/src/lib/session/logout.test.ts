import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../testing/factories';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { apiCall, configureApiClient, resetApiClient } from '../api-client';
import { setNavigator } from '../navigation';
import { logout } from './logout';
import { SESSION_STORAGE_KEY, sessionStore } from './store';

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  resetApiClient();
  navigate.mockReset();
  setNavigator(navigate);
});

afterEach(() => resetApiClient());

describe('log-out (SPEC.md §4)', () => {
  it('revokes the token with auth/logout/ but does not wait for it', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = [];
    // The api never answers: log-out must not depend on it.
    const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ url: String(input), init });
      return new Promise<Response>(() => {});
    });
    configureApiClient({ fetch });
    sessionStore.set({ token: 'tok', client: createClient() });
    window.localStorage.setItem('other', 'x');

    logout();

    // Signed-out at once; the revoke goes when the client's code has loaded, with the token it had.
    expect(sessionStore.get().token).toBeNull();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const call = sent[0];
    expect(call?.url).toBe('/api/v3/auth/logout/');
    expect(new Headers(call?.init.headers).get('authorization')).toBe('Bearer tok');
    expect(call?.init.keepalive).toBe(true);
    // Not aborted by the HTTP client reset that log-out does next.
    expect(call?.init.signal?.aborted).toBe(false);
    expect(sessionStore.get().token).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem('other')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it.each([
    ['fails', () => new TypeError('Failed to fetch')],
    [
      'answers 401 (the token was already dead)',
      () => json({ statusCode: '401', code: 'unauthorized' }, 401),
    ],
  ])('a revoke that %s later leaves the next session alone', async (_, answer) => {
    let settle: (reply: Response | Error) => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve, reject) => {
          settle = (reply) => (reply instanceof Error ? reject(reply) : resolve(reply));
        }),
    );
    configureApiClient({ fetch });
    sessionStore.set({ token: 'old', client: createClient() });
    logout();
    // Signed in again before the api answered the revoke.
    sessionStore.set({ token: 'new', client: createClient() });
    settle(answer());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStore.get().token).toBe('new');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a 401 logs out without asking the api to revoke the dead token', async () => {
    const fetch = fakeFetch(json({ statusCode: '401', code: 'unauthorized', message: 'ended' }, 401));
    configureApiClient({ fetch });
    sessionStore.set({ token: 'dead', client: createClient() });
    await expect(apiCall('userGetInfo', { locale: 'en' })).rejects.toMatchObject({ status: 401 });
    expect(fetch.calls.map((c) => c.url)).toEqual(['/api/v3/user/getinfo/']);
    expect(sessionStore.get().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a 401 from auth/logout/ itself does not start another log-out', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({
      fetch: fakeFetch(json({ statusCode: '401', code: 'unauthorized', message: 'ended' }, 401)),
      onUnauthorized,
    });
    sessionStore.set({ token: 'dead' });
    await expect(apiCall('authLogout', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
