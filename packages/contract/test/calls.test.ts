import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZCatalogResponse, ZErrorResponse, ZRegistrationRequest, ZUpdateInfoRequest } from '../src';
import { CALLS } from '../src/calls/index';

describe('call table (SPEC.md §7)', () => {
  const calls = Object.values(CALLS);

  it('has one entry per method and path, each ending with a slash', () => {
    const keys = calls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of calls) expect(c.path).toMatch(/^[a-z:][a-z/:-]*\/$/);
  });

  it('names every call of SPEC.md §7', () => {
    const paths = calls.map((c) => `${c.method} ${c.path}`);
    for (const expected of [
      'POST auth/confirmation/',
      'POST auth/registration/',
      'POST bonus/promo/',
      'POST bonus/subscription/',
      'POST subscription/calculate/',
      'POST subscription/create/',
      'GET subscription/info/',
      'POST subscription/setstatus/',
      'POST payment/payment-create/',
      'POST payment/bind-card/',
      'POST payment/activate-card/',
      'POST payment/remove-card/',
      'GET payment/cards/',
      'GET payment/list/',
      'GET user/getinfo/',
      'POST user/updateinfo/',
      'POST user/advertising/',
      'POST user/verifyemail/',
      'POST user/deletepersonaldata/',
      'GET info/cities/',
      'GET info/companies/',
      'GET info/faq/',
      'GET info/catalog/',
      'GET info/:doc/',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('marks every call that creates or charges something as idempotent', () => {
    for (const name of ['bonusPromo', 'bonusSubscription', 'subscriptionCreate', 'paymentCreate'] as const) {
      expect(CALLS[name].idempotent).toBe(true);
    }
  });
});

describe('schemas', () => {
  it('keep the catalogue field names of SPEC.md §3, categoyID included', () => {
    const shape = ZCatalogResponse.shape;
    expect(Object.keys(shape).sort()).toEqual(['category', 'cities', 'gadgets', 'org', 'statusCode']);
    expect(Object.keys(shape.gadgets.element.shape)).toContain('categoyID');
  });

  it('normalise any way of typing a Kyrgyz number', () => {
    const parsed = ZRegistrationRequest.parse({ phone: '0 (555) 12-34-56', city: 1 });
    expect(parsed.phone).toBe('996555123456');
    expect(ZRegistrationRequest.safeParse({ phone: '12345', city: 1 }).success).toBe(false);
  });

  it('reject junk as a validation failure, never a throw', () => {
    // Junk in the right fields, so the phone and birthdate refinements run on it too.
    const junk = fc.oneof(fc.string(), fc.anything());
    const registration = fc.record({ phone: junk, city: junk }, { requiredKeys: [] });
    const profile = fc.record(
      { firstName: junk, lastName: junk, birthdate: junk, gender: junk, email: junk, citizenship: junk },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(registration, profile, fc.anything()), (value) => {
        expect(() => ZUpdateInfoRequest.safeParse(value)).not.toThrow();
        expect(() => ZRegistrationRequest.safeParse(value)).not.toThrow();
      }),
    );
  });

  it('describe an error envelope', () => {
    const body = { statusCode: '400', code: 'bad_signature', message: 'x' };
    expect(ZErrorResponse.parse(body)).toEqual(body);
    expect(ZErrorResponse.safeParse({ ...body, statusCode: '200' }).success).toBe(false);
  });
});
