import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ART_PATH, buildPath, LOCALES, ROUTE_IDS, ROUTES, type RouteId } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderValues } from '../../src/plugins/security-headers';
import { CACHE_IMMUTABLE, CACHE_NONE, CACHE_SHORT } from '../../src/plugins/web-files';
import { NOT_BUILT_HTML } from '../../src/plugins/web-index';
import { createTestApp, type TestApp } from '../helpers/app';
import { ANY_DRIVER } from '../helpers/database';
import { createWebDist, ENTRY_SCRIPT, pageHtml } from '../helpers/web-dist';

const SAMPLE_PARAMS: Record<string, string> = {
  category: 'smartphones',
  gadget: 'iphone-16',
  office: '1',
  subscription: '1',
  payment: '1',
};
/** Parameter values the route table refuses: upper case, a leading "-", "_", a space, 81 characters. */
const BAD_PARAMS = ['Smartphones', '-x', 'a_b', 'a b', 'a'.repeat(81)];

/** Every route of the contract's table in every locale (SPEC.md §2), with its parameters filled in. */
const ROUTE_PAGES = ROUTE_IDS.flatMap((id: RouteId) =>
  LOCALES.map((locale) => ({ id, locale, path: buildPath(id, SAMPLE_PARAMS, locale) })),
);
const PAGES = ROUTE_PAGES.map((page) => page.path);

/** Paths near a route that no route matches: too deep, a doubled slash, upper case, bad parameters. */
function malformed({ id, locale, path }: (typeof ROUTE_PAGES)[number]): string[] {
  const paths = [`${path}x/y/z/w/`, `${path}/`];
  if (path.toUpperCase() !== path) paths.push(path.toUpperCase());
  for (const [, name = ''] of ROUTES[id].matchAll(/:(\w+)/g)) {
    for (const bad of BAD_PARAMS) paths.push(buildPath(id, { ...SAMPLE_PARAMS, [name]: bad }, locale));
  }
  return paths;
}

/** What every answer carries outside production (helmet 8 with src/plugins/security-headers.ts). */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';" +
    "connect-src 'self';worker-src 'self';manifest-src 'self';frame-ancestors 'none';base-uri 'self';" +
    "form-action 'self';object-src 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function pick(headers: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

describe('serving the built web app', () => {
  let dist: Awaited<ReturnType<typeof createWebDist>>;
  let testApp: TestApp;
  const app = (): FastifyInstance => testApp.app;

  beforeAll(async () => {
    dist = await createWebDist();
    testApp = await createTestApp(ANY_DRIVER, { WEB_DIST: dist.root });
  });
  afterAll(async () => {
    await testApp?.close();
    await dist?.remove();
  });

  it.each(ROUTE_PAGES)(
    'answers page $path with 200 and index.html in its language with its preloads, not cached',
    async ({ id, locale, path }) => {
      const response = await app().inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe(CACHE_NONE);
      expect(response.body).toBe(pageHtml(id, locale));
    },
  );

  it.each(ROUTE_PAGES)('answers the malformed neighbours of $path with 404 and index.html', async (page) => {
    for (const path of malformed(page)) {
      const response = await app().inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      // Upper case "/EN/…" is no English path: the not-found page comes in Russian.
      expect(response.body, path).toBe(pageHtml('notFound', path.startsWith('/en/') ? 'en' : 'ru'));
    }
  });

  it.each(PAGES.filter((url) => url !== '/'))(
    'redirects %s without its trailing slash with 301, keeping the query',
    async (url) => {
      const response = await app().inject({ method: 'GET', url: `${url.slice(0, -1)}?from=ad` });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`${url}?from=ad`);
    },
  );

  it.each([
    ['/no-such-page/', 'ru'],
    ['/en/no-such-page/', 'en'],
    ['/en/en/faq/', 'en'],
    ['/EN/faq/', 'ru'],
    ['/catalog/a/b/c/', 'ru'],
    ['/catalog/UPPER/', 'ru'],
    ['/de/', 'ru'],
    ['//about/', 'ru'],
    // Pages of the route table whose slugs name nothing in the catalogue (issue 26 item 12).
    ['/catalog/smartphones/iphone-99/', 'ru'],
    ['/en/catalog/smartphones/iphone-99/', 'en'],
    ['/catalog/no-such-category/', 'ru'],
    ['/catalog/laptops/iphone-16/', 'ru'],
  ] as const)('answers unknown page %s with 404 and the not-found page in %s', async (url, locale) => {
    const response = await app().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(pageHtml('notFound', locale));
  });

  it.each([
    ['/about', '/about/'],
    ['/en', '/en/'],
    ['/en/faq', '/en/faq/'],
    ['/catalog/phones', '/catalog/phones/'],
    ['/catalog/smartphones/iphone-16?city=1&device=2', '/catalog/smartphones/iphone-16/?city=1&device=2'],
  ])('redirects %s to %s with 301', async (url, location) => {
    const response = await app().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('does not redirect paths that would not match with a slash either', async () => {
    for (const url of ['/nope', '/about/x', '//about', '/catalog/a/b/c']) {
      expect((await app().inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it.each([
    ['/assets/index-AbC123.js', CACHE_IMMUTABLE, /javascript/],
    ['/assets/index-AbC123.css', CACHE_IMMUTABLE, /css/],
    ['/sw.js', CACHE_NONE, /javascript/],
    ['/index.html', CACHE_NONE, /html/],
    ['/manifest.webmanifest', CACHE_NONE, /manifest\+json|json/],
    ['/svg/phone.svg', CACHE_SHORT, /svg/],
    ['/favicon.svg', CACHE_SHORT, /svg/],
    ['/robots.txt', CACHE_SHORT, /text\/plain/],
  ])('serves %s with Cache-Control %s', async (url, cacheControl, type) => {
    const response = await app().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['content-type']).toMatch(type);
  });

  it('sends the precompressed copy the browser accepts, with Content-Encoding and Vary', async () => {
    const get = (encoding: string) =>
      app().inject({
        method: 'GET',
        url: '/assets/index-AbC123.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY_SCRIPT);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ENTRY_SCRIPT);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY_SCRIPT);
    // A file without copies goes out as it is.
    const css = await app().inject({
      method: 'GET',
      url: '/assets/index-AbC123.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
  });

  it('answers a device drawing with 404 when the build has no server renderer to draw it', async () => {
    const response = await app().inject({ method: 'GET', url: `${ART_PATH}phone-apple-1d1d1f.svg` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(pageHtml('notFound', 'ru'));
  });

  it('answers a HEAD for a page and a file', async () => {
    expect((await app().inject({ method: 'HEAD', url: '/faq/' })).statusCode).toBe(200);
    expect((await app().inject({ method: 'HEAD', url: '/sw.js' })).statusCode).toBe(200);
  });

  it.each(['/.env', '/assets/../.env', '/%2e%2e/%2e%2e/etc/passwd', '/assets/missing-123.js', '/assets/'])(
    'does not serve %s as a file',
    async (url) => {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('SECRET');
    },
  );

  it('puts the security headers on pages', async () => {
    const response = await app().inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/', '/assets/index-AbC123.js', '/no-such-page/', '/api/v3/no-such-call/'])(
    'sends the whole set of security headers with %s, an error included',
    async (url) => {
      const response = await app().inject({ method: 'GET', url });
      expect(pick(response.headers, Object.keys(SECURITY_HEADERS))).toEqual(SECURITY_HEADERS);
    },
  );

  it('adds HSTS in production', () => {
    expect(securityHeaderValues(true)).toEqual({
      ...SECURITY_HEADERS,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });
});

describe('before the web app is built', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(ANY_DRIVER);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers page paths with a built-in page and the route table status', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/en/faq/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(NOT_BUILT_HTML);
    const missing = await testApp.app.inject({ method: 'GET', url: '/no-such-page/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(NOT_BUILT_HTML);
  });

  it('answers a missing file with 404', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/sw.js' })).statusCode).toBe(404);
  });
});
