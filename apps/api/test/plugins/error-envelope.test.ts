import { API_PREFIX, specText, ZErrorResponse } from '@ijara/contract';
import { CALLS } from '@ijara/contract/calls';
import { beforeAll, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../src/plugins/body-parser';
import { describeWithApp } from '../helpers/app';
import { signedInClient } from '../helpers/auth';
import { apiInject, errorOf, signedHeaders } from '../helpers/request';

const validProfile = {
  firstName: 'Айгуль',
  lastName: 'Осмонова',
  birthdate: '1994-05-17',
  gender: 'female',
  communication: 'whatsapp',
  citizenship: 'kg',
};

describeWithApp('the error envelope', ({ app }) => {
  let token = '';
  beforeAll(async () => {
    token = (await signedInClient(app())).token;
  });

  it.each(['ru', 'en'] as const)('names missing fields in %s', async (locale) => {
    const response = await apiInject(app(), { path: 'user/updateinfo/', token, body: {}, locale });
    expect(response.statusCode).toBe(400);
    const error = ZErrorResponse.parse(response.json());
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(specText('requiredFields', locale));
    expect(error.fields?.firstName).toBe(specText('fieldRequired', locale));
    expect(error.fields?.lastName).toBe(specText('fieldRequired', locale));
    expect(error.fields?.gender).toBe(specText('fieldRequired', locale));
  });

  it.each(['ru', 'en'] as const)('names a wrong field with the contract text in %s', async (locale) => {
    const response = await apiInject(app(), {
      path: 'user/updateinfo/',
      token,
      body: { ...validProfile, email: 'not-an-email' },
      locale,
    });
    const error = errorOf(response);
    expect(response.statusCode).toBe(400);
    expect(error).toEqual({
      statusCode: '400',
      code: 'validation_failed',
      message: specText('incorrectInfo', locale),
      fields: { email: specText('invalidEmail', locale) },
    });
  });

  it('treats an empty required name as required, and other wrong values as incorrect', async () => {
    const response = await apiInject(app(), {
      path: 'user/updateinfo/',
      token,
      body: { ...validProfile, firstName: '  ', gender: 'robot' },
      locale: 'en',
    });
    const error = errorOf(response);
    expect(error.message).toBe(specText('requiredFields', 'en'));
    expect(error.fields).toEqual({
      firstName: specText('fieldRequired', 'en'),
      gender: specText('incorrectInfo', 'en'),
    });
  });

  it('validates a POST with no body at all as {}', async () => {
    const response = await apiInject(app(), { method: 'POST', path: 'bonus/promo/', token });
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      fields: { promo: specText('fieldRequired', 'ru') },
    });
  });

  it('answers malformed JSON with 400 bad_request', async () => {
    const response = await apiInject(app(), { path: 'bonus/promo/', body: '{"promo": ', token });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('bad_request');
  });

  it('refuses prototype-poisoning JSON', async () => {
    const response = await apiInject(app(), {
      path: 'bonus/promo/',
      body: '{"promo":"A","__proto__":{"x":1}}',
      token,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('bad_request');
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await apiInject(app(), {
      path: 'bonus/promo/',
      body: 'promo=A',
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toEqual({
      statusCode: '415',
      code: 'unsupported_media_type',
      message: specText('unsupportedMediaType', 'ru'),
    });
  });

  it('answers a body over 64 KB with 413', async () => {
    const body = JSON.stringify({ promo: 'x'.repeat(BODY_LIMIT) });
    const response = await apiInject(app(), { path: 'bonus/promo/', body, locale: 'en', token });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('payload_too_large');
    expect(errorOf(response).message).toBe(specText('payloadTooLarge', 'en'));
  });

  it('answers an unknown path under /api/ with a 404 envelope, never the web page', async () => {
    for (const url of [
      `${API_PREFIX}nope/`,
      `${API_PREFIX}info/catalog`,
      '/api/v2/info/catalog/',
      '/api/',
      '/api',
    ]) {
      const response = await app().inject({ method: 'GET', url, headers: signedHeaders('') });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(response).code).toBe('not_found');
    }
    const post = await app().inject({
      method: 'POST',
      url: `${API_PREFIX}nope/`,
      headers: signedHeaders(''),
    });
    expect(post.statusCode).toBe(404);
  });

  it('answers the wrong method on a known path with 405 and Allow', async () => {
    const get = await apiInject(app(), { method: 'GET', path: CALLS.subscriptionCreate.path });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(errorOf(get).code).toBe('method_not_allowed');
    const post = await apiInject(app(), { path: 'info/catalog/', body: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const del = await apiInject(app(), { method: 'DELETE', path: 'info/privacy/' });
    expect(del.statusCode).toBe(405);
  });

  it('answers a malformed URL with a 400 envelope', async () => {
    const response = await app().inject({ method: 'GET', url: `${API_PREFIX}info/%E0%A4%A/` });
    expect(response.statusCode).toBeLessThan(500);
    expect(ZErrorResponse.safeParse(response.json()).success).toBe(true);
  });
});
