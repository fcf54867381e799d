import {
  API_PREFIX,
  type CallName,
  DEV_BILLING_PATH,
  DEV_MAIL_PATH,
  DEV_OUTBOX_PATH,
  PAYMENT_CALLBACK_PATH,
  SANDBOX_GATEWAY_PATH,
  ZErrorResponse,
} from '@ijara/contract';
import { CALLS } from '@ijara/contract/calls';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { VALID_BODIES } from './fixtures/valid-bodies';
import { describeWithApp } from './helpers/app';
import { signedInClient } from './helpers/auth';
import { signedHeaders } from './helpers/request';

const NAMES = Object.keys(CALLS) as CallName[];
const FIELDS = [
  ...new Set(Object.values(VALID_BODIES).flatMap((body) => Object.keys(body ?? {}))),
  'extras',
  'office',
  'company',
  'patronymic',
  'email',
  '__proto__',
  'constructor',
];

const printable = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
const weirdNumber = fc.constantFrom('1e999', '-0', 'NaN', '0x10', '１２', '9007199254740993', '1.5', '');
const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  weirdNumber,
  fc.integer().map(String),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 30 }),
  fc.constant('x'.repeat(5000)),
  // NUL, lone surrogates and a prototype key: refused at the contract boundary, never stored or 500.
  fc.constantFrom('A\u0000', '\u0000', '\ud800', 'x\udfff', 'ok\u0000ok', '__proto__'),
  fc.constant({ __proto__: { polluted: true } }),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
);
const objectBody = fc.dictionary(fc.constantFrom(...FIELDS), value).map((object) => JSON.stringify(object));
const validBodyWithJunk = fc
  .tuple(fc.constantFrom(...Object.values(VALID_BODIES)), fc.constantFrom(...FIELDS), value)
  .map(([body, field, junk]) => JSON.stringify({ ...body, [field]: junk }));
const body = fc.oneof(
  fc.constant(''),
  objectBody,
  validBodyWithJunk,
  fc.json(),
  fc.string(),
  fc.constantFrom(
    '{',
    '[]',
    'null',
    '"text"',
    '1',
    '{"a":',
    '\u0000',
    '{"__proto__":{"x":1}}',
    '[[[[[[[[[[]]]]]]]]]]',
  ),
  fc.constant(JSON.stringify({ promo: 'x'.repeat(70_000) })),
  fc.constant(`${'['.repeat(5000)}${']'.repeat(5000)}`),
);
const path = fc.oneof(
  fc.constantFrom(...NAMES).map((name) => CALLS[name].path.replace(':doc', 'oferta')),
  fc.constantFrom(...NAMES).map((name) => CALLS[name].path.replace(/\/$/, '')),
  fc
    .tuple(fc.constantFrom('info/', 'auth/', 'user/', ''), printable)
    .map(([a, b]) => `${a}${encodeURIComponent(b)}/`),
  fc.constantFrom(
    'info/%00/',
    'info/..%2F..%2F/',
    'info/%E0%A4%A/',
    'info/a%2Fb/',
    `info/${'a'.repeat(300)}/`,
  ),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
  path,
  body,
  contentType: fc.option(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'nonsense',
    ),
    { nil: undefined },
  ),
  signed: fc.boolean(),
  signedIn: fc.boolean(),
  locale: fc.constantFrom('ru', 'en', 'de', '', '../../etc'),
  extraHeaders: fc.dictionary(
    fc.constantFrom('x-app-version', 'x-client-type', 'authorization', 'idempotency-key', 'x-forwarded-for'),
    printable,
  ),
});

type JunkRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

async function send(app: FastifyInstance, r: JunkRequest, token: string) {
  const withBody = r.method !== 'GET' && r.method !== 'HEAD';
  const headers: Record<string, string> = { ...(r.signed ? signedHeaders(withBody ? r.body : '') : {}) };
  if (!r.signed) Object.assign(headers, r.extraHeaders);
  // Signed in as a registered client, so the handlers behind the access rules get the junk too.
  else if (r.signedIn) headers.authorization = `Bearer ${token}`;
  if (r.contentType) headers['content-type'] = r.contentType;
  else delete headers['content-type'];
  if (r.locale) headers['x-locale'] = r.locale;
  return app.inject({
    method: r.method as 'GET',
    url: `${API_PREFIX}${r.path}`,
    headers,
    ...(withBody && r.body !== '' ? { payload: r.body } : {}),
  });
}

const CYRILLIC = /[а-яё]/i;

describeWithApp('junk input', ({ app }) => {
  let token = '';
  beforeAll(async () => {
    token = (await signedInClient(app())).token;
  });

  it('never produces a 5xx, and always answers the envelope in the language asked for', async () => {
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        tried += 1;
        const response = await send(app(), r, token);
        if (r.method === 'HEAD') {
          // No body to read the code from: 501 is the only 5xx a not-yet-implemented GET may give.
          expect(response.statusCode < 500 || response.statusCode === 501).toBe(true);
          return;
        }
        const json = response.json<{ statusCode: string; code?: string; message?: string }>();
        expect(response.statusCode, JSON.stringify(json)).toBeLessThan(500);
        expect(json.statusCode).toBe(String(response.statusCode));
        if (response.statusCode >= 300) {
          expect(ZErrorResponse.safeParse(json).success).toBe(true);
          // The message is in the request's language; any other X-Locale means Russian (SPEC.md §8).
          expect(CYRILLIC.test(json.message ?? ''), `${r.locale}: ${json.message}`).toBe(r.locale !== 'en');
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 600) },
    );
    console.info(`junk /api/v3/ requests: ${tried}, 5xx: 0`);
  });

  it('never 500s on the gateway pages, the callback, operators’ and development routes', async () => {
    const target = fc.oneof(
      printable.map((junk) => `${SANDBOX_GATEWAY_PATH}bind/${encodeURIComponent(junk)}/`),
      printable.map((junk) => `${SANDBOX_GATEWAY_PATH}bind/${encodeURIComponent(junk)}/3ds/`),
      printable.map((junk) => `${SANDBOX_GATEWAY_PATH}bind/${encodeURIComponent(junk)}/cancel/`),
      fc.constantFrom(
        `${SANDBOX_GATEWAY_PATH}bind/%00/`,
        `${SANDBOX_GATEWAY_PATH}bind/%ED%A0%80/`,
        `${SANDBOX_GATEWAY_PATH}control`,
        PAYMENT_CALLBACK_PATH,
        `${DEV_OUTBOX_PATH}?phone=%00`,
        `${DEV_MAIL_PATH}?to=%00`,
        DEV_BILLING_PATH,
        '/api/ops/client/',
        '/api/ops/handover/',
        '/api/ops/%00/',
        '/metrics',
        '/readyz',
        '/healthz',
        `${API_PREFIX}openapi.json`,
      ),
    );
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(
        target,
        fc.constantFrom('GET', 'POST'),
        body,
        request,
        async (url, method, payload, r) => {
          tried += 1;
          const response = await app().inject({
            method: method as 'GET',
            url,
            headers: { 'content-type': r.contentType ?? 'application/json', ...r.extraHeaders },
            ...(method === 'POST' && payload !== '' ? { payload } : {}),
          });
          expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
    console.info(`junk requests to the gateway, callback, ops and dev routes: ${tried}, 5xx: 0`);
  });

  it('never 500s on junk sent to page and asset paths either', async () => {
    await fc.assert(
      fc.asyncProperty(printable, fc.constantFrom('GET', 'POST', 'HEAD', 'DELETE'), async (junk, method) => {
        const response = await app().inject({ method: method as 'GET', url: `/${encodeURI(junk)}` });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
