import { CALLS, type CallName, specText } from '@ijara/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowedMethods } from '../../src/plugins/calls';
import { VALID_BODIES } from '../fixtures/valid-bodies';
import { describeWithApp } from '../helpers/app';
import { signedInClient } from '../helpers/auth';
import { apiInject, errorOf } from '../helpers/request';

/** Calls answered today; every other call of the contract is routed and answers 501 until its issue lands. */
const IMPLEMENTED = new Set<CallName>([
  'infoCatalog',
  'infoCities',
  'infoCompanies',
  'infoFaq',
  'infoDoc',
  'authRegistration',
  'authConfirmation',
  'authLogout',
  'authTelegramStart',
  'authTelegramPoll',
  'userGetInfo',
  'userUpdateInfo',
  'paymentBindCard',
  'paymentCards',
  'paymentActivateCard',
  'paymentRemoveCard',
  'paymentCreate',
  'paymentList',
  'subscriptionInfo',
  'subscriptionCalculate',
  'subscriptionCreate',
  'infoStock',
]);
const PENDING = (Object.keys(CALLS) as CallName[]).filter((name) => !IMPLEMENTED.has(name));

describe('the valid-body fixtures', () => {
  it.each(PENDING.filter((name) => CALLS[name].method === 'POST'))(
    '%s has a body its schema accepts',
    (name) => {
      expect(CALLS[name].request.safeParse(VALID_BODIES[name]).success).toBe(true);
    },
  );
});

describeWithApp('calls not implemented yet', ({ app }) => {
  let token = '';
  beforeAll(async () => {
    token = (await signedInClient(app())).token;
  });

  it.each(PENDING)('%s answers 501 not_implemented in the envelope', async (name) => {
    const call = CALLS[name];
    const response = await apiInject(app(), {
      method: call.method,
      path: call.path,
      ...(call.method === 'POST' ? { body: VALID_BODIES[name] } : {}),
      locale: 'en',
      token,
      headers: 'idempotent' in call && call.idempotent ? { 'idempotency-key': `pending-${name}` } : {},
    });
    expect(response.statusCode).toBe(501);
    expect(errorOf(response)).toEqual({
      statusCode: '501',
      code: 'not_implemented',
      message: specText('notImplemented', 'en'),
    });
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
