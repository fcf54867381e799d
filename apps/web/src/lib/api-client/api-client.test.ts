// @vitest-environment node
import { APP_NAME, DEV_SIGNATURE_SECRET, HTTP_RETRIES, SPEC_TEXTS, sign } from '@ijara/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../testing/factories';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { ApiError } from '../api-error';
import { config } from '../config';
import { setNavigator } from '../navigation';
import { sessionStore } from '../session/store';
import { apiCall, configureApiClient, resetApiClient } from '.';

const cities = { statusCode: '200', cities: [{ id: 1, name: 'Bishkek', slug: 'bishkek', served: true }] };
const noWait = () => Promise.resolve();
const navigate = vi.fn<(to: string) => void>();

function setup(...replies: Parameters<typeof fakeFetch>) {
  const fetch = fakeFetch(...replies);
  configureApiClient({ fetch, wait: noWait });
  return fetch;
}

beforeEach(() => {
  resetApiClient();
  navigate.mockReset();
  setNavigator(navigate);
});

afterEach(() => {
  resetApiClient();
});

describe('headers and signature', () => {
  it('signs a GET over the empty body and sends the contract headers', async () => {
    const fetch = setup(json(cities));
    const answer = await apiCall('infoCities', { locale: 'en' });

    expect(answer.cities[0]?.name).toBe('Bishkek');
    const [call] = fetch.calls;
    expect(call?.url).toBe('/api/v3/info/cities/');
    expect(call?.init.method).toBe('GET');
    expect(call?.headers).toMatchObject({
      'x-client-type': '2',
      'x-app-client': '2',
      'x-app-name': APP_NAME,
      'x-app-version': config.appVersion,
      'x-locale': 'en',
      'x-phone-code': '996',
      'x-application-type': 'ijara-kg-lk',
    });
    expect(call?.headers['x-signature']).toBe(
      sign({ appName: APP_NAME, appVersion: config.appVersion, body: '', secret: DEV_SIGNATURE_SECRET }),
    );
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers['idempotency-key']).toBeUndefined();
  });

  it('adds the bearer token and signs the exact JSON text it sends', async () => {
    sessionStore.set({ token: 'tok-123', client: createClient() });
    const fetch = setup(json({ statusCode: '200', bonus: 500, credited: 500 }));
    await apiCall('bonusPromo', { body: { promo: '  SPRING  ' }, locale: 'ru' });

    const [call] = fetch.calls;
    const sent = String(call?.init.body);
    expect(sent).toBe('{"promo":"SPRING"}');
    expect(call?.headers.authorization).toBe('Bearer tok-123');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['x-signature']).toBe(
      sign({ appName: APP_NAME, appVersion: config.appVersion, body: sent, secret: DEV_SIGNATURE_SECRET }),
    );
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fills path parameters', async () => {
    const fetch = setup(
      json({
        statusCode: '200',
        document: { slug: 'privacy', title: 'Privacy', updatedAt: '2026-11-01', sections: [] },
      }),
    );
    await apiCall('infoDoc', { params: { doc: 'privacy' } });
    expect(fetch.calls[0]?.url).toBe('/api/v3/info/privacy/');
  });
});

describe('retries', () => {
  it(`retries a GET ${HTTP_RETRIES} times on 503 and network errors, then succeeds`, async () => {
    const fetch = setup(json({}, 503), new TypeError('Failed to fetch'), json({}, 504), json(cities));
    await expect(apiCall('infoCities')).resolves.toMatchObject({ statusCode: '200' });
    expect(fetch).toHaveBeenCalledTimes(HTTP_RETRIES + 1);
  });

  it('gives up after the last retry', async () => {
    const fetch = setup(json({ statusCode: '502', code: 'internal', message: 'down' }, 502));
    await expect(apiCall('infoCities')).rejects.toMatchObject({ status: 502, code: 'internal' });
    expect(fetch).toHaveBeenCalledTimes(HTTP_RETRIES + 1);
  });

  it('never retries a 4xx and reports its code, message and fields', async () => {
    const fetch = setup(
      json(
        {
          statusCode: '400',
          code: 'validation_failed',
          message: 'Проверьте данные',
          fields: { phone: 'bad' },
        },
        400,
      ),
    );
    const error = await apiCall('authRegistration', { body: { phone: '555123456', city: 1 } }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Проверьте данные',
      fields: { phone: 'bad' },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a POST without an idempotency key', async () => {
    sessionStore.set({ token: 't', client: createClient() });
    const fetch = setup(json({}, 503));
    await expect(
      apiCall('subscriptionSetStatus', { body: { subscriptionID: 1, status: 3 } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries an idempotent POST with the same key', async () => {
    sessionStore.set({ token: 't', client: createClient() });
    const fetch = setup(new TypeError('offline'), json({ statusCode: '200', bonus: 1, credited: 1 }));
    await apiCall('bonusPromo', { body: { promo: 'A' } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.calls[0]?.headers['idempotency-key']).toBe(fetch.calls[1]?.headers['idempotency-key']);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const fetch = fakeFetch(json({}, 503));
    configureApiClient({
      fetch,
      wait: () => {
        controller.abort(new DOMException('stop', 'AbortError'));
        return Promise.reject(controller.signal.reason);
      },
    });
    await expect(apiCall('infoCities', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('rate limits', () => {
  it("keeps a 429's Retry-After (seconds) on the error", async () => {
    setup(
      new Response(JSON.stringify({ statusCode: '429', code: 'rate_limited', message: 'Too many' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '45' },
      }),
    );
    await expect(apiCall('infoFaq')).rejects.toMatchObject({
      status: 429,
      retryAfter: 45,
      message: 'Too many',
    });
  });

  it('has no Retry-After for other errors', async () => {
    setup(json({ statusCode: '400', code: 'invalid_code', message: 'Invalid authorization code' }, 400));
    await expect(apiCall('infoFaq')).rejects.toMatchObject({ retryAfter: null });
  });
});

describe('session rules', () => {
  it('cancels a POST of a forbidden client before sending', async () => {
    sessionStore.set({ token: 't', client: createClient({ forbidden: true }) });
    const fetch = setup(json({ statusCode: '200', bonus: 1, credited: 1 }));
    await expect(apiCall('bonusPromo', { body: { promo: 'A' }, locale: 'en' })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: SPEC_TEXTS.en.forbidden,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('cancels a POST of a client awaiting deletion and shows the deletion page', async () => {
    sessionStore.set({ token: 't', client: createClient({ delete_personal_data: true }) });
    const fetch = setup(json({}));
    await expect(
      apiCall('userAdvertising', { body: { advertising: true }, locale: 'en' }),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/en/information-delete-profile/');
  });

  it('says the day a refused POST of a client awaiting deletion is about', async () => {
    sessionStore.set({
      token: 't',
      client: createClient({ delete_personal_data: true, delete_personal_data_date: '2026-11-20' }),
    });
    setup(json({}));
    await expect(apiCall('bonusPromo', { body: { promo: 'A' }, locale: 'en' })).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('2 December 2026'),
    });
  });

  it('lets a client awaiting deletion send only the POSTs of RESTRICTED_POSTS: cancel it, log out', async () => {
    const client = createClient({ delete_personal_data: true, delete_personal_data_date: '2026-11-20' });
    sessionStore.set({ token: 't', client });
    const fetch = setup(json({ statusCode: '200', client: { ...client, delete_personal_data: false } }));
    await apiCall('userCancelDeletion', { body: {}, locale: 'en' });
    await apiCall('authLogout', { body: {}, locale: 'en' });
    expect(fetch.calls.map((c) => c.url)).toEqual([
      '/api/v3/user/deletepersonaldata/cancel/',
      '/api/v3/auth/logout/',
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not let a forbidden client cancel a deletion', async () => {
    sessionStore.set({ token: 't', client: createClient({ forbidden: true, delete_personal_data: true }) });
    const fetch = setup(json({}));
    await expect(apiCall('userCancelDeletion', { body: {}, locale: 'en' })).rejects.toMatchObject({
      status: 403,
      message: SPEC_TEXTS.en.forbidden,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("follows the api's 403 redirect and reads the client again (a deletion asked elsewhere)", async () => {
    sessionStore.set({ token: 't', client: createClient() });
    const flagged = createClient({ delete_personal_data: true, delete_personal_data_date: '2026-11-20' });
    const fetch = setup(
      json(
        {
          statusCode: '403',
          code: 'forbidden',
          message: 'Your personal data will be deleted on 2 December 2026.',
          redirect: '/en/information-delete-profile/',
        },
        403,
      ),
      json({ statusCode: '200', client: flagged }),
    );
    await expect(apiCall('bonusPromo', { body: { promo: 'A' }, locale: 'en' })).rejects.toMatchObject({
      status: 403,
      message: 'Your personal data will be deleted on 2 December 2026.',
    });
    expect(navigate).toHaveBeenCalledWith('/en/information-delete-profile/');
    await vi.waitFor(() => expect(sessionStore.get().client?.delete_personal_data).toBe(true));
    expect(fetch.calls[1]?.url).toBe('/api/v3/user/getinfo/');
  });

  it('ignores a redirect that is not a page of this app', async () => {
    sessionStore.set({ token: 't', client: createClient() });
    const fetch = setup(
      json({ statusCode: '403', code: 'forbidden', message: 'No.', redirect: '//evil.example/phish/' }, 403),
    );
    await expect(apiCall('bonusPromo', { body: { promo: 'A' }, locale: 'en' })).rejects.toMatchObject({
      status: 403,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('still lets such a client read (GET)', async () => {
    sessionStore.set({ token: 't', client: createClient({ forbidden: true }) });
    const fetch = setup(json(cities));
    await apiCall('infoCities');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('answers', () => {
  it('rejects an answer that does not match the contract', async () => {
    setup(json({ statusCode: '200', cities: [{ id: 'one' }] }));
    await expect(apiCall('infoCities')).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('refuses to send a body the contract rejects', async () => {
    const fetch = setup(json({}));
    await expect(
      apiCall('authRegistration', { body: { phone: '12', city: 1 }, locale: 'en' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { phone: 'incorrectInfo' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
