import { API_PREFIX, HEADERS, specText } from '@ijara/contract';
import { expect, it } from 'vitest';
import { describeWithApp } from '../helpers/app';
import { signedInClient } from '../helpers/auth';
import { apiInject, errorOf, signedHeaders } from '../helpers/request';

describeWithApp('the /api/v3/ gate', ({ app }) => {
  it('answers a correctly signed request', async () => {
    expect((await apiInject(app(), { path: 'info/catalog/' })).statusCode).toBe(200);
  });

  it('refuses a wrong signature with 400 bad_signature', async () => {
    const response = await apiInject(app(), {
      path: 'info/catalog/',
      headers: { [HEADERS.signature]: 'a'.repeat(64) },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      statusCode: '400',
      code: 'bad_signature',
      message: specText('badSignature', 'ru'),
    });
  });

  it('signs a read for its app version: a version other than the signed one is refused, each time', async () => {
    const signed = signedHeaders('');
    const get = (version: string) =>
      app().inject({
        method: 'GET',
        url: `${API_PREFIX}info/catalog/`,
        headers: { ...signed, [HEADERS.appVersion]: version },
      });
    // The first answer of each version is remembered: the second must be worked out the same way.
    for (let round = 0; round < 2; round++) {
      expect((await get(signed[HEADERS.appVersion] ?? '')).statusCode).toBe(200);
      expect(errorOf(await get('9.9.9')).code).toBe('bad_signature');
    }
    // Many versions (more than are remembered) still each get their own check.
    for (let version = 0; version < 70; version++) {
      expect(errorOf(await get(`1.0.${version}`)).code).toBe('bad_signature');
    }
    expect((await get(signed[HEADERS.appVersion] ?? '')).statusCode).toBe(200);
  });

  it('refuses a signature made with another secret', async () => {
    const response = await apiInject(app(), { path: 'info/catalog/', secret: 'not-the-secret' });
    expect(errorOf(response).code).toBe('bad_signature');
  });

  it('signs the exact body text: a body changed after signing is refused', async () => {
    const body = JSON.stringify({ advertising: true });
    const headers = signedHeaders(body);
    const response = await app().inject({
      method: 'POST',
      url: `${API_PREFIX}user/advertising/`,
      headers,
      payload: JSON.stringify({ advertising: false }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('bad_signature');
  });

  it('accepts a signed body (reaching the call)', async () => {
    const { token } = await signedInClient(app());
    const response = await apiInject(app(), {
      path: 'user/advertising/',
      body: { advertising: true },
      token,
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([HEADERS.clientType, HEADERS.appName, HEADERS.appVersion, HEADERS.signature])(
    'answers 400 missing_headers without %s',
    async (name) => {
      const response = await apiInject(app(), {
        path: 'info/catalog/',
        locale: 'en',
        headers: { [name]: undefined },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        statusCode: '400',
        code: 'missing_headers',
        message: specText('missingHeaders', 'en'),
      });
    },
  );

  it.each([
    [HEADERS.clientType, '3'],
    [HEADERS.appName, 'another-app'],
    [HEADERS.appVersion, 'v'.repeat(65)],
  ])('answers 400 missing_headers when %s is %s', async (name, value) => {
    const response = await apiInject(app(), { path: 'info/catalog/', headers: { [name]: value } });
    expect(errorOf(response).code).toBe('missing_headers');
  });

  it('answers a plain GET (no headers at all) with missing_headers, not data', async () => {
    const response = await app().inject({ method: 'GET', url: `${API_PREFIX}info/catalog/` });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('missing_headers');
  });

  it.each([
    ['ru', 'ru'],
    ['en', 'en'],
    ['de', 'ru'],
    ['EN', 'ru'],
    ['', 'ru'],
  ] as const)('X-Locale %j answers in %s', async (sent, expected) => {
    const response = await apiInject(app(), {
      path: 'info/nope/',
      headers: { [HEADERS.locale]: sent === '' ? undefined : sent },
    });
    expect(errorOf(response).message).toBe(specText('docNotFound', expected));
  });

  it('serves the OpenAPI description without the app headers', async () => {
    const response = await app().inject({ method: 'GET', url: `${API_PREFIX}openapi.json` });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths[`${API_PREFIX}info/catalog/`]?.get).toBeDefined();
    expect(doc.paths[`${API_PREFIX}subscription/create/`]?.post).toBeDefined();
    expect(Object.keys(doc.paths).every((path) => path.startsWith(API_PREFIX))).toBe(true);
  });
});
