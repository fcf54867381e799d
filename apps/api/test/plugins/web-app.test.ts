import { buildPath, LOCALES, ROUTE_IDS, type RouteId } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, CACHE_NONE, CACHE_SHORT } from '../../src/plugins/web-files';
import { NOT_BUILT_HTML } from '../../src/plugins/web-index';
import { createTestApp, type TestApp } from '../helpers/app';
import { createWebDist, INDEX_HTML } from '../helpers/web-dist';

const SAMPLE_PARAMS: Record<string, string> = { category: 'smartphones', gadget: 'iphone-16', office: '1' };
const PAGES = ROUTE_IDS.flatMap((id: RouteId) =>
  LOCALES.map((locale) => buildPath(id, SAMPLE_PARAMS, locale)),
);

describe('serving the built web app', () => {
  let dist: Awaited<ReturnType<typeof createWebDist>>;
  let testApp: TestApp;
  const app = (): FastifyInstance => testApp.app;

  beforeAll(async () => {
    dist = await createWebDist();
    testApp = await createTestApp('pglite', { WEB_DIST: dist.root });
  });
  afterAll(async () => {
    await testApp?.close();
    await dist?.remove();
  });

  it.each(PAGES)('answers page %s with 200 and index.html, not cached', async (url) => {
    const response = await app().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(CACHE_NONE);
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each(['/no-such-page/', '/en/no-such-page/', '/catalog/a/b/c/', '/catalog/UPPER/', '/de/', '//about/'])(
    'answers unknown page %s with 404 and the same index.html',
    async (url) => {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

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
});

describe('before the web app is built', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
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
