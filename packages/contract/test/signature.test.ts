import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_NAME, buildRequestHeaders, DEV_SIGNATURE_SECRET, HEADERS, sign } from '../src';

// Computed independently with node:crypto createHash('sha256').
const VECTORS = [
  {
    input: { appName: 'ijara-lk', appVersion: '0.1.0', body: '', secret: 'ijara-dev-signature-secret' },
    hex: 'e3ec69dacd9fea57507f0dcbb84deb3c3f2e36be0fd1fe54a2f40069c011c8ac',
  },
  {
    input: {
      appName: 'ijara-lk',
      appVersion: '0.1.0',
      body: '{"phone":"996555123456","city":1}',
      secret: 'ijara-dev-signature-secret',
    },
    hex: 'e5b3ff44d5c6848613a7f49ec0954ebd11977909a6bf0771913da710e44525ca',
  },
  {
    input: { appName: 'app', appVersion: '1', body: 'тест', secret: 's' },
    hex: 'fac277f4451892e3fd1af23b63e46543614466c0e8ee5accc0870dcbba66edeb',
  },
];

describe('sign', () => {
  it.each(VECTORS)('matches the fixed vector for body %#', ({ input, hex }) => {
    expect(sign(input)).toBe(hex);
  });

  const FIELDS = ['appName', 'appVersion', 'body', 'secret'] as const;
  const anyInput = fc.record({
    appName: fc.string(),
    appVersion: fc.string(),
    body: fc.string(),
    secret: fc.string(),
  });

  it('changes when any one of app name, version, body or secret changes', () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom(...FIELDS), fc.string(), (input, field, value) => {
        fc.pre(input[field] !== value);
        expect(sign({ ...input, [field]: value })).not.toBe(sign(input));
      }),
    );
  });

  it('changes when any character of the body changes', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (body, at, ch) => {
          const i = at % body.length;
          fc.pre(body[i] !== ch);
          const changed = body.slice(0, i) + ch + body.slice(i + 1);
          const base = { appName: APP_NAME, appVersion: '1.0.0', secret: DEV_SIGNATURE_SECRET };
          expect(sign({ ...base, body })).not.toBe(sign({ ...base, body: changed }));
        },
      ),
    );
  });

  it('is 64 lowercase hex digits for any input', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(sign(input)).toMatch(/^[0-9a-f]{64}$/);
      }),
    );
  });
});

describe('buildRequestHeaders', () => {
  it('carries every header of SPEC.md §7 and signs the body', () => {
    const body = '{"promo":"WELCOME"}';
    const headers = buildRequestHeaders({
      appVersion: '0.1.0',
      locale: 'en',
      body,
      secret: 's',
      token: 'tok',
    });
    expect(headers).toMatchObject({
      [HEADERS.clientType]: '2',
      [HEADERS.appClient]: '2',
      [HEADERS.appName]: APP_NAME,
      [HEADERS.appVersion]: '0.1.0',
      [HEADERS.locale]: 'en',
      [HEADERS.phoneCode]: '996',
      [HEADERS.applicationType]: 'ijara-kg-lk',
      [HEADERS.authorization]: 'Bearer tok',
    });
    expect(headers[HEADERS.signature]).toBe(
      sign({ appName: APP_NAME, appVersion: '0.1.0', body, secret: 's' }),
    );
  });

  it('signs the exact body with the app name and version (fixed vector)', () => {
    const { input, hex } = VECTORS[1]!;
    const headers = buildRequestHeaders({
      appVersion: input.appVersion,
      locale: 'ru',
      body: input.body,
      secret: input.secret,
    });
    expect(headers[HEADERS.appName]).toBe(input.appName);
    expect(headers[HEADERS.signature]).toBe(hex);
    expect(headers[HEADERS.idempotencyKey]).toBeUndefined();
  });

  it('omits the authorization header without a token', () => {
    const headers = buildRequestHeaders({
      appVersion: '1',
      locale: 'ru',
      body: '',
      secret: 's',
      token: null,
    });
    expect(headers[HEADERS.authorization]).toBeUndefined();
  });
});
