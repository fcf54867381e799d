import { API_PREFIX, CALLS, type CallName, ZErrorResponse } from '@ijara/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { VALID_BODIES } from './fixtures/valid-bodies';
import { describeWithApp } from './helpers/app';
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
  locale: fc.constantFrom('ru', 'en', 'de', '', '../../etc'),
  extraHeaders: fc.dictionary(
    fc.constantFrom('x-app-version', 'x-client-type', 'authorization', 'idempotency-key', 'x-forwarded-for'),
    printable,
  ),
});

type JunkRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

async function send(app: FastifyInstance, r: JunkRequest) {
  const withBody = r.method !== 'GET' && r.method !== 'HEAD';
  const headers: Record<string, string> = { ...(r.signed ? signedHeaders(withBody ? r.body : '') : {}) };
  if (!r.signed) Object.assign(headers, r.extraHeaders);
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

describeWithApp('junk input', ({ app }) => {
  it('never produces a 5xx other than 501 not_implemented, and always answers the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const response = await send(app(), r);
        if (r.method === 'HEAD') {
          // No body to read the code from: 501 is the only 5xx a not-yet-implemented GET may give.
          expect(response.statusCode < 500 || response.statusCode === 501).toBe(true);
          return;
        }
        const json = response.json<{ statusCode: string; code?: string }>();
        if (response.statusCode >= 500) expect(json.code).toBe('not_implemented');
        expect(json.statusCode).toBe(String(response.statusCode));
        if (response.statusCode !== 200) expect(ZErrorResponse.safeParse(json).success).toBe(true);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    );
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
