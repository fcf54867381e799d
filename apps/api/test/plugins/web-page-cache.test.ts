import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type RenderedPage, ROUTE_IDS, SSR_ENTRY_FILE } from '@ijara/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { catalogChanged } from '../../src/db/catalog-version';
import { cities } from '../../src/db/schema/catalog';
import { faq } from '../../src/db/schema/content';
import { WebPageCache } from '../../src/plugins/web-page-cache';
import type { Drawing, Read } from '../../src/plugins/web-ssr';
import { createTestApp, type TestApp, testConfig } from '../helpers/app';
import { signedInClient } from '../helpers/auth';
import { ANY_DRIVER, postgresCopy } from '../helpers/database';
import { signedHeaders } from '../helpers/request';
import { freePort, ServerProcess } from '../helpers/server-process';
import { createWebDist } from '../helpers/web-dist';

const INDEX_HTML =
  '<!doctype html><html lang="ru"><head><title>test build</title>' +
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>' +
  '</head><body><div id="root"><!--ssr--><div class="boot"></div><!--/ssr--></div></body></html>';

/**
 * A stand-in renderer that counts its renders and shows them. /catalog/ pages show a city of the
 * catalogue in the page's language (`?city=` picks it), /faq/ the first question, /cards/ is a
 * signed-in page's frame (no call), /profile/ reads a signed-in call with the token the test writes
 * beside it — as no real render can.
 */
function rendererSource(): string {
  return `
import { readFileSync } from 'node:fs';
let renders = 0;
const headers = ${JSON.stringify({ ru: signedHeaders(''), en: signedHeaders('', 'en') })};
export const renderPage = async (url, fetchApi) => {
  renders += 1;
  const address = new URL(url, 'http://ssr.invalid');
  const locale = address.pathname.startsWith('/en/') ? 'en' : 'ru';
  const get = async (call, extra = {}) => {
    const answer = await fetchApi('http://ssr.invalid/api/v3/' + call, { headers: { ...headers[locale], ...extra } });
    return answer.json();
  };
  const page = (text) => ({ html: '<main>' + text + ' render ' + renders + '</main>', state: '{}' });
  if (address.pathname.endsWith('/cards/')) return { ...page('Cards'), frame: true };
  if (address.pathname.endsWith('/profile/')) {
    const token = readFileSync(new URL('./test-token', import.meta.url), 'utf8');
    const info = await get('user/getinfo/', { authorization: 'Bearer ' + token });
    return page('Profile of ' + info.client.firstName);
  }
  if (address.pathname.endsWith('/faq/')) return page((await get('info/faq/')).faq[0].question);
  const catalog = await get('info/catalog/');
  const city = Number(address.searchParams.get('city') ?? catalog.cities[0].id);
  return page(catalog.cities.find((c) => c.id === city).name);
};
`;
}

async function createStandInBuild() {
  const dist = await createWebDist();
  await writeFile(path.join(dist.root, 'index.html'), INDEX_HTML);
  // The page's own stylesheet, which a drawn page carries inline.
  for (const id of ROUTE_IDS) await writeFile(path.join(dist.root, `assets/${id}-Pg1.css`), `.${id}{}`);
  await mkdir(`${dist.root}-ssr`, { recursive: true });
  await writeFile(path.join(`${dist.root}-ssr`, SSR_ENTRY_FILE), rendererSource());
  return dist;
}

const renderOf = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

describe('drawn pages kept (docs/decisions/060)', () => {
  let dist: Awaited<ReturnType<typeof createWebDist>>;
  let testApp: TestApp;
  const app = (): FastifyInstance => testApp.app;
  const page = (url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    dist = await createStandInBuild();
    testApp = await createTestApp(ANY_DRIVER, { WEB_DIST: dist.root });
  });
  afterAll(async () => {
    await testApp?.close();
    await dist?.remove();
  });

  it('draws a page once and sends it again as kept, with a strong ETag led by the catalogue version', async () => {
    const first = await page('/catalog/');
    const again = await page('/catalog/');
    expect(first.body).toContain('<main>Бишкек render');
    expect(again.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"p\d+-[\w-]{27}"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 without a body to its ETag, and the page to any other', async () => {
    const kept = await page('/catalog/');
    const etag = kept.headers.etag ?? '';
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await page('/catalog/', { 'if-none-match': tag });
      expect(response.statusCode, tag).toBe(304);
      expect(response.body).toBe('');
    }
    const other = await page('/catalog/', { 'if-none-match': '"p1-other"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(kept.body);
  });

  it('keeps each encoding made once: the same text and ETag in brotli, gzip and plain', async () => {
    const plain = await page('/catalog/');
    const br = await page('/catalog/', { 'accept-encoding': 'br' });
    const gzip = await page('/catalog/', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
  });

  it('keeps a page per language and per city', async () => {
    const urls = ['/catalog/smartphones/', '/en/catalog/smartphones/', '/catalog/smartphones/?city=2'];
    const first = await Promise.all(urls.map((url) => page(url)));
    expect(first[0]?.body).toContain('<main>Бишкек render');
    expect(first[1]?.body).toContain('<main>Bishkek render');
    expect(first[2]?.body).toContain('<main>Ош render');
    expect(new Set(first.map((response) => response.headers.etag)).size).toBe(3);
    for (const [i, url] of urls.entries()) {
      expect((await page(url)).body, url).toBe(first[i]?.body);
    }
  });

  it('gives the next request after a catalogue change the new page and a new ETag', async () => {
    const before = await page('/catalog/laptops/');
    await app().db.transaction(async (tx) => {
      await tx.update(cities).set({ nameRu: 'Бишкек-2' }).where(eq(cities.id, 1));
      await catalogChanged(tx);
    });
    const after = await page('/catalog/laptops/');
    expect(after.body).toContain('<main>Бишкек-2 render');
    expect(renderOf(after.body)).toBeGreaterThan(renderOf(before.body));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await page('/catalog/laptops/', { 'if-none-match': before.headers.etag ?? '' })).statusCode).toBe(
      200,
    );
    expect((await page('/catalog/laptops/')).body).toBe(after.body);
  });

  it('draws a page again once another answer it shows has changed, checked within a second', async () => {
    const before = await page('/faq/');
    const [row] = await app().db.select().from(faq).orderBy(asc(faq.id)).limit(1);
    if (!row) throw new Error('the demo content has no FAQ');
    await app().db.update(faq).set({ questionRu: 'Новый вопрос?' }).where(eq(faq.id, row.id));
    app().info.clear();
    // Within the second: as kept, the FAQ's ETag not asked again yet.
    expect((await page('/faq/')).body).toBe(before.body);
    const now = app().clock.now;
    app().clock.now = () => new Date(Date.now() + 1_500);
    try {
      await expect
        .poll(async () => (await page('/faq/')).body, { timeout: 5_000 })
        .toContain('Новый вопрос?');
    } finally {
      app().clock.now = now;
    }
  });

  it("keeps a signed-in page's frame, which holds no one's data", async () => {
    const first = await page('/cards/');
    expect(first.body).toContain('data-frame');
    expect((await page('/cards/')).body).toBe(first.body);
  });

  it('never keeps a page drawn from an answer with a person’s data', async () => {
    const { token } = await signedInClient(app(), { firstName: 'Нурлан' });
    await writeFile(path.join(`${dist.root}-ssr`, 'test-token'), token);
    const first = await page('/profile/');
    const second = await page('/profile/');
    expect(first.body).toContain('Profile of Нурлан render');
    expect(renderOf(second.body)).toBe(renderOf(first.body) + 1);
  });

  it('sends everyone the same page: the request’s cookies and tokens never reach it', async () => {
    const plain = await page('/catalog/tablets/');
    const { token } = await signedInClient(app());
    const signedIn = await page('/catalog/tablets/', {
      authorization: `Bearer ${token}`,
      cookie: `session=${token}`,
      'accept-language': 'en',
    });
    expect(signedIn.body).toBe(plain.body);
    expect(signedIn.headers.etag).toBe(plain.headers.etag);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });
});

describe('the page cache alone', () => {
  const page = (text: string): RenderedPage => ({ html: `<p>${text}</p>`, state: '{}' });
  /** A renderer drawing each URL as `size` random hex digits (~size / 2 bytes compressed), counting its draws. */
  function standIn(size: number, keepable = true) {
    const draws: string[] = [];
    const renderer = {
      draw: async (url: string): Promise<Drawing> => {
        draws.push(url);
        const text = randomBytes(size / 2).toString('hex');
        return { page: page(text), reads: [] as Read[], keepable };
      },
      unchanged: async () => true,
    };
    return { renderer, draws };
  }
  const options = (renderer: ReturnType<typeof standIn>['renderer'], keepBytes?: number) => ({
    renderer,
    readPage: async (_page: unknown, rendered: RenderedPage | null) => rendered?.html ?? '<p>shell</p>',
    catalogVersion: async () => 1,
    buildFiles: [],
    now: () => performance.now(),
    ...(keepBytes === undefined ? {} : { keepBytes }),
  });
  const of = { id: 'catalog', locale: 'ru' } as const;

  it('keeps pages within its byte budget, dropping the least recently sent', async () => {
    const { renderer, draws } = standIn(10_000);
    const cache = new WebPageCache(options(renderer, 60_000));
    for (let i = 0; i < 20; i++) await cache.answer(`/catalog/?n=${i}`, of);
    expect(cache.size.bytes).toBeLessThanOrEqual(60_000);
    expect(cache.size.pages).toBeGreaterThan(1);
    expect(cache.size.pages).toBeLessThan(20);
    await cache.answer('/catalog/?n=19', of);
    expect(draws.filter((url) => url === '/catalog/?n=19')).toHaveLength(1);
    await cache.answer('/catalog/?n=0', of);
    expect(draws.filter((url) => url === '/catalog/?n=0')).toHaveLength(2);
  });

  it('draws a URL once for the requests that come while it draws', async () => {
    const { renderer, draws } = standIn(100);
    const cache = new WebPageCache(options(renderer));
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.answer('/catalog/', of)));
    expect(draws).toEqual(['/catalog/']);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });

  it('keeps the bytes of a page redrawn after a minute as the same text, and makes new ones for a new text', async () => {
    let text = 'same';
    let clock = 0;
    const draws: string[] = [];
    const renderer = {
      draw: async (url: string): Promise<Drawing> => {
        draws.push(url);
        return { page: page(text), reads: [] as Read[], keepable: true };
      },
      unchanged: async () => true,
    };
    const cache = new WebPageCache({ ...options(renderer), now: () => clock });
    const first = await cache.answer('/catalog/', of);
    const redrawn = async () => {
      clock += 61_000;
      await cache.answer('/catalog/', of);
      await expect.poll(() => draws.length).toBe(draws.length + 1);
      await new Promise((resolve) => setImmediate(resolve));
      return cache.answer('/catalog/', of);
    };
    expect(await redrawn()).toBe(first);
    text = 'changed';
    const changed = await redrawn();
    expect(changed).not.toBe(first);
    expect(changed.etag).not.toBe(first.etag);
    expect(brotliDecompressSync(changed.body('br')).toString()).toBe('<p>changed</p>');
  });

  it('does not keep what the renderer says may not be shared', async () => {
    const { renderer, draws } = standIn(100, false);
    const cache = new WebPageCache(options(renderer));
    await cache.answer('/catalog/', of);
    await cache.answer('/catalog/', of);
    expect(draws).toHaveLength(2);
    expect(cache.size.pages).toBe(0);
  });
});

/**
 * Two api processes on one PostgreSQL database: this test's app (A) writes the catalogue; a server in a
 * process of its own (B) serves the pages from the stand-in build.
 */
describe.runIf(process.env.DATABASE_URL)('drawn pages kept across api processes', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let a: FastifyInstance;
  let b: ServerProcess;

  beforeAll(async () => {
    const dist = await createStandInBuild();
    cleanups.push(dist.remove);
    const database = await postgresCopy();
    cleanups.push(database.drop);
    b = new ServerProcess(await freePort(), {
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      WEB_DIST: dist.root,
    });
    cleanups.push(() => b.stop('SIGKILL'));
    a = await buildApp({ config: testConfig({ DATABASE_URL: database.url }) });
    cleanups.push(() => a.close());
    await b.ready();
  }, 60_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const pageOnB = async () => {
    const response = await fetch(`${b.base}/catalog/`);
    return { body: await response.text(), etag: response.headers.get('etag') };
  };

  it('shows a catalogue change on the first page request after the process has heard of it', async () => {
    const first = await pageOnB();
    expect(first.body).toContain('<main>Бишкек render');
    expect(await pageOnB()).toEqual(first);

    await a.db.transaction(async (tx) => {
      await tx.update(cities).set({ nameRu: 'Бишкек-Б' }).where(eq(cities.id, 1));
      await catalogChanged(tx);
    });
    // B's catalogue follows within milliseconds (docs/decisions/043); its pages with it, on the next request.
    await expect
      .poll(async () => JSON.stringify((await b.call('info/catalog/')).json), { timeout: 5_000 })
      .toContain('Бишкек-Б');
    const after = await pageOnB();
    expect(after.body).toContain('<main>Бишкек-Б render');
    expect(renderOf(after.body)).toBe(renderOf(first.body) + 1);
    expect(after.etag).not.toBe(first.etag);
  });
});
