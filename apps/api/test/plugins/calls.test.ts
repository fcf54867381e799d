import type { CallName } from '@ijara/contract';
import { CALLS } from '@ijara/contract/calls';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowedMethods } from '../../src/plugins/calls';
import { VALID_BODIES } from '../fixtures/valid-bodies';
import { describeWithApp } from '../helpers/app';
import { signedInClient } from '../helpers/auth';
import { apiInject } from '../helpers/request';

const POSTS = (Object.keys(CALLS) as CallName[]).filter((name) => CALLS[name].method === 'POST');

describe('the valid-body fixtures', () => {
  it.each(POSTS)('%s has a body its schema accepts', (name) => {
    expect(CALLS[name].request.safeParse(VALID_BODIES[name]).success).toBe(true);
  });
});

describeWithApp('every call of the contract', ({ app }) => {
  let token = '';
  beforeAll(async () => {
    token = (await signedInClient(app())).token;
  });

  it.each(Object.keys(CALLS) as CallName[])('%s has a handler (no 501)', async (name) => {
    const call = CALLS[name];
    const response = await apiInject(app(), {
      method: call.method,
      path: call.path.replace(':doc', 'oferta'),
      ...(call.method === 'POST' ? { body: VALID_BODIES[name] } : {}),
      locale: 'en',
      token,
      headers: 'idempotent' in call && call.idempotent ? { 'idempotency-key': `every-call-${name}` } : {},
    });
    expect(response.statusCode, response.body).not.toBe(501);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});

describe('allowedMethods', () => {
  it('knows the method of every call, parameters included', () => {
    expect(allowedMethods('info/catalog/')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('info/privacy/')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('info/')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('auth/confirmation/')).toEqual(['POST']);
    expect(allowedMethods('auth/')).toEqual([]);
    expect(allowedMethods('info//')).toEqual([]);
  });
});
