import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ART_PATH, CSS_RULES_FILE, type CssRules, SSR_ENTRY_FILE, START_APP_SCRIPT } from '@ijara/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogChanged } from '../../src/db/catalog-version';
import { cities } from '../../src/db/schema/catalog';
import { CACHE_DAY } from '../../src/plugins/web-files';
import { createTestApp, type TestApp } from '../helpers/app';
import { ANY_DRIVER } from '../helpers/database';
import { signedHeaders } from '../helpers/request';
import { createWebDist } from '../helpers/web-dist';

/** index.html as Vite writes it: the entry, its preload and stylesheet, and the boot logo in #root. */
const VITE_INDEX_HTML =
  '<!doctype html><html lang="ru"><head><title>test build</title>' +
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-Vd1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-AbC123.css">' +
  '</head><body><div id="root"><!--ssr--><div class="boot"></div><!--/ssr--></div></body></html>';

/**
 * A stand-in for the web build's renderer: it reads the catalogue through the api it is given, tries a
 * POST (which must be refused), and draws the first city's name and how many times it has drawn.
 * /subscriptions/ is not for it (null), /cards/ is a signed-in page's frame, /about/ breaks, /faq/ takes
 * 150 ms. Its drawings: a file named "phone-….svg", counted.
 */
function rendererSource(headers: Record<string, string>): string {
  return `
let drawings = 0;
export const drawArt = (file) => {
  if (!file.startsWith('phone-')) return null;
  drawings += 1;
  return '<svg xmlns="http://www.w3.org/2000/svg"><title>' + file + ' ' + drawings + '</title></svg>';
};
let renders = 0;
let slow = Promise.resolve();
export const renderPage = async (url, fetchApi) => {
  if (url.startsWith('/subscriptions/')) return null;
  if (url.startsWith('/cards/')) {
    return { html: '<main><h1>Cards</h1></main>', state: '{"queries":[]}', frame: true, title: 'Cards <i> & co — Ijara' };
  }
  if (url.startsWith('/about/')) throw new Error('the about page broke');
  // A slow page, drawn one at a time as the real renderer draws.
  if (url.startsWith('/faq/')) {
    slow = slow.then(() => new Promise((resolve) => setTimeout(resolve, 150)));
    await slow;
    return { html: '<main><h1>FAQ</h1></main>', state: '{"queries":[]}' };
  }
  const answer = await fetchApi('http://ssr.invalid/api/v3/info/catalog/', { headers: ${JSON.stringify(headers)} });
  const catalog = await answer.json();
  const post = await fetchApi('http://ssr.invalid/api/v3/auth/logout/', { method: 'POST', headers: {} });
  renders += 1;
  return {
    html: '<main class="catalog"><h1>' + catalog.cities[0].name + '</h1><p>post ' + post.status + '</p><p>render ' + renders + '</p></main>',
    state: '{"queries":[]}',
  };
};
`;
}

describe('pages drawn by the server (docs/decisions/032)', () => {
  let dist: Awaited<ReturnType<typeof createWebDist>>;
  let testApp: TestApp;
  const app = (): FastifyInstance => testApp.app;
  const page = (url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    dist = await createWebDist();
    await writeFile(path.join(dist.root, 'index.html'), VITE_INDEX_HTML);
    await writeFile(path.join(dist.root, 'assets/catalog-Pg1.css'), '.catalog{color:red}');
    await writeFile(path.join(dist.root, 'assets/faq-Pg1.css'), '.faq{color:blue}');
    await writeFile(path.join(dist.root, 'assets/cards-Pg1.css'), '.cards{color:green}');
    // The build's rules of two of the stylesheets (vite-css-rules.ts); the FAQ's has none.
    const rules: CssRules = {
      '/assets/index-AbC123.css': [
        { css: 'body{margin:0}' },
        { css: '.toast{color:pink}', needs: [['toast']] },
      ],
      '/assets/catalog-Pg1.css': [
        { css: '.catalog{color:red}', needs: [['catalog']] },
        { css: '.catalog .empty{color:gray}', needs: [['catalog', 'empty']] },
        { css: '.catalog{gap:1px}', within: '@media (min-width:640px)', needs: [['catalog']] },
        { css: '.search{gap:2px}', within: '@media (min-width:640px)', needs: [['search'], ['catalog']] },
      ],
      '/assets/cards-Pg1.css': [{ css: '.cards{color:green}', needs: [['cards']] }],
    };
    await writeFile(path.join(dist.root, CSS_RULES_FILE), JSON.stringify(rules));
    await mkdir(`${dist.root}-ssr`, { recursive: true });
    await writeFile(path.join(`${dist.root}-ssr`, SSR_ENTRY_FILE), rendererSource(signedHeaders('')));
    testApp = await createTestApp(ANY_DRIVER, { WEB_DIST: dist.root });
  });
  afterAll(async () => {
    await testApp?.close();
    await dist?.remove();
  });

  it('sends the drawn page in #root with its data, its styles inline and its scripts for later', async () => {
    const response = await page('/catalog/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<div id="root"><main class="catalog"><h1>Бишкек</h1>');
    expect(html).not.toContain('class="boot"');
    expect(html).toContain('<script type="application/json" id="ssr-state">{"queries":[]}</script></body>');
    // Only the rules its elements may use, in their order (docs/decisions/065).
    expect(html).toContain(
      '<style>body{margin:0}.catalog{color:red}@media (min-width:640px){.catalog{gap:1px}.search{gap:2px}}</style>',
    );
    // Its stylesheets, whole, are named (so the app does not add them again) but not fetched before
    // /start-app.js enables them.
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-AbC123.css" disabled data-whole>' +
        '<link rel="stylesheet" crossorigin href="/assets/catalog-Pg1.css" disabled data-whole>',
    );
    // Not the language's messages (ru-Lc1.js): the page carries its texts, the rest comes after the
    // take-over (docs/decisions/061).
    expect(html).toContain(
      `<script src="${START_APP_SCRIPT}" data-entry="/assets/index-AbC123.js" data-modules="` +
        '/assets/vendor-Vd1.js /assets/catalog-Pg1.js /assets/hydrate-page-Hp1.js" defer>',
    );
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|rel="preload"/);
  });

  it('serves a device drawing as a picture, drawn once, kept a day and checked by its ETag (docs/decisions/066)', async () => {
    const url = `${ART_PATH}phone-apple-1d1d1f.svg`;
    const first = await page(url, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(first.headers['cache-control']).toBe(CACHE_DAY);
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><title>phone-apple-1d1d1f.svg 1</title></svg>',
    );
    // Kept: the same drawing again, and 304 to a browser that has it.
    const again = await page(url);
    expect(again.body).toContain('phone-apple-1d1d1f.svg 1');
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await page(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await page(`${ART_PATH}phone-samsung-1d1d1f.svg`)).body).toContain('phone-samsung-1d1d1f.svg 2');
  });

  it.each([`${ART_PATH}kettle-1d1d1f.svg`, `${ART_PATH}..%2Findex.html`, `${ART_PATH}`])(
    'answers %s, a drawing that does not exist, with 404',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it("refuses the renderer anything but this api's reads", async () => {
    expect((await page('/catalog/')).body).toContain('<p>post 405</p>');
  });

  it('compresses the drawn page for a browser that accepts it', async () => {
    const plain = (await page('/catalog/')).body;
    const response = await page('/catalog/', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain);
  });

  it("marks a signed-in page's frame, so the browser draws over it instead of taking it over", async () => {
    const html = (await page('/cards/')).body;
    expect(html).toContain('<div id="root"><main><h1>Cards</h1></main></div>');
    expect(html).toContain(
      '<script type="application/json" id="ssr-state" data-frame>{"queries":[]}</script>',
    );
    // Its scripts load once the frame has painted, as a drawn page's do: preloaded from the head, they
    // made Lighthouse's simulated largest paint wait for them (docs/decisions/032). With the whole
    // language (ru-Lc1.js): the client's page is drawn over the frame, not taken over.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<script src="${START_APP_SCRIPT}" data-entry="/assets/index-AbC123.js" data-modules="` +
        '/assets/vendor-Vd1.js /assets/cards-Pg1.js /assets/ru-Lc1.js /assets/hydrate-page-Hp1.js" defer>',
    );
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"|rel="preload"/);
    // Drawn over at once by the client's page: its styles whole, its stylesheet not to be fetched.
    expect(head).toContain(
      '<style>body{margin:0}.cards{color:green}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/cards-Pg1.css" disabled><script',
    );
    // The tab's title as the app gives it, as text.
    expect(html).toContain('<title>Cards &lt;i&gt; &amp; co — Ijara</title>');
    expect((await page('/catalog/')).body).not.toContain('data-frame');
  });

  it('sends the app shell for a page the renderer leaves, and for one that breaks', async () => {
    for (const url of ['/subscriptions/', '/about/']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"><!--ssr--><div class="boot"></div><!--/ssr--></div>');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js">');
      expect(response.body).not.toContain('ssr-state');
    }
  });

  it('sends the app shell rather than queue more than four renders', async () => {
    const pages = await Promise.all(Array.from({ length: 7 }, (_, i) => page(`/faq/?n=${i}`)));
    const drawn = pages.filter((response) => response.body.includes('<h1>FAQ</h1>'));
    expect(pages.every((response) => response.statusCode === 200)).toBe(true);
    expect(drawn).toHaveLength(4);
    // Once they are done, pages are drawn again.
    const faq = (await page('/faq/?n=again')).body;
    expect(faq).toContain('<h1>FAQ</h1>');
    // A stylesheet the build gave no rules for: the styles go whole.
    expect(faq).toContain('<style>body{margin:0}.faq{color:blue}</style>');
  });

  it('draws a page again only when an answer it was drawn from has changed', async () => {
    const renderOf = async () => /render (\d+)/.exec((await page('/en/catalog/')).body)?.[1];
    const first = Number(await renderOf());
    expect(Number(await renderOf())).toBe(first);

    // As every catalogue write commits (docs/decisions/043): the drawn pages follow its version (060).
    await app().db.transaction(async (tx) => {
      await tx.update(cities).set({ nameRu: 'Бишкек-сити' }).where(eq(cities.id, 1));
      await catalogChanged(tx);
    });
    const html = (await page('/en/catalog/')).body;
    expect(html).toContain('<h1>Бишкек-сити</h1>');
    expect(/render (\d+)/.exec(html)?.[1]).toBe(String(first + 1));
  });
});
