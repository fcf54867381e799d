// npm run bench:lighthouse (the last part of npm run bench): Lighthouse's mobile preset (simulated slow
// 4G, 4× CPU slowdown) with Debian's Chromium on the built app — `/`, `/catalog/`, a device page,
// `/faq/`, the other public pages and `/subscriptions/` signed in (the session as a sign-in leaves it,
// then as an older build left it: the first start after an update). Prints performance / accessibility
// / best-practices scores, FCP, LCP, TBT, CLS and the JavaScript sent, and writes bench/lighthouse.json.
// Not a test.
// BENCH_PAGES=faq,subscriptions measures only the pages whose name holds one of the words; each page's
// whole Lighthouse report is kept in bench/lighthouse/<page>.json for its diagnostics.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ROUTES, type TCatalog } from '../../packages/contract/src/index';
import { call, registeredClient } from './signed-client.mts';
import { startApi } from './start-api.mts';

/** apps/web/src/lib/session/store.ts keeps the session under this local-storage key. */
const SESSION_KEY = 'ijara.session';
/** The web app's version (its package's), which a sign-in stores with the session (complete-sign-in.ts). */
const APP_VERSION = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'apps/web/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** Public pages beyond the five measured first (every page a visitor reaches without signing in). */
const PUBLIC_PAGES = [
  'about',
  'contract',
  'cookies',
  'delivery',
  'documents',
  'privacy',
  'rekurrent',
] as const;

interface PageFigures {
  page: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** Audits below full marks in accessibility and best practices, by id. */
  failing: string[];
}

const out = join(import.meta.dirname, '..', '..', 'bench');
const api = await startApi(3210);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const results: PageFigures[] = [];
try {
  const catalog = await call<TCatalog>(api.base, 'info/catalog/', undefined);
  const city = catalog.cities.find((c) => c.served);
  const gadget = catalog.gadgets.find((g) => g.models.length > 0);
  const category = catalog.category.find((c) => c.id === gadget?.categoyID);
  if (!city || !gadget || !category) throw new Error('the demo catalogue has no priced gadget');
  const { token, clientID, client } = await registeredClient(api.base, city.id);

  // `signedIn`: the session a sign-in leaves, which holds this build's version; 'updated': one stored by
  // an older build, whose first start reads subscriptions, catalogue and client again (SPEC.md §4).
  const pages: Array<{ page: string; path: string; signedIn?: 'current' | 'updated' }> = [
    { page: 'home (sign-in)', path: '/' },
    { page: 'catalogue', path: '/catalog/' },
    { page: 'device page', path: `/catalog/${category.slug}/${gadget.slug}/` },
    { page: 'faq', path: '/faq/' },
    { page: 'category', path: `/catalog/${category.slug}/` },
    ...PUBLIC_PAGES.map((id) => ({ page: `public ${ROUTES[id]}`, path: ROUTES[id] })),
    // Last: the session it stores stays in the browser's profile, and a page after it would be measured
    // signed in (the client's menus and data loading beside the page).
    { page: 'subscriptions (signed in)', path: '/subscriptions/', signedIn: 'current' },
    { page: 'subscriptions, app updated', path: '/subscriptions/', signedIn: 'updated' },
  ];
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  mkdirSync(join(out, 'lighthouse'), { recursive: true });
  for (const { page, path, signedIn } of pages) {
    if (only && !only.some((word) => page.includes(word))) continue;
    const measure = async () => {
      if (signedIn) {
        const version = signedIn === 'current' ? APP_VERSION : null;
        await storeSession(chrome.port, api.base, { token, clientID, client, version });
      }
      const run = await lighthouse(`${api.base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The stored session must survive; the other pages start with empty storage.
        disableStorageReset: Boolean(signedIn),
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
      return run.lhr;
    };
    // A trace Lighthouse failed to record (NO_NAVSTART, on a busy machine) says nothing of the page: once
    // more before reporting it.
    let lhr = await measure();
    if (lhr.runtimeError) lhr = await measure();
    writeFileSync(join(out, 'lighthouse', `${page.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) {
      // A failed load (it happens on a busy machine) scores 0: say so instead of printing zeros.
      process.stdout.write(
        `${page.padEnd(26)} Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}\n`,
      );
      continue;
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })
      ?.items;
    const scriptBytes = (requests ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
    const failing = Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    const figures: PageFigures = {
      page,
      path,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as PageFigures['scores'],
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      scriptKb: Number((scriptBytes / 1024).toFixed(1)),
      failing,
    };
    results.push(figures);
    const { performance, accessibility } = figures.scores;
    process.stdout.write(
      `${page.padEnd(26)} ${performance} / ${accessibility} / ${figures.scores['best-practices']}` +
        `   FCP ${figures.fcpMs} ms  LCP ${figures.lcpMs} ms  TBT ${figures.tbtMs} ms  CLS ${figures.cls}` +
        `   JS ${figures.scriptKb} KB sent${failing.length ? `   below full marks: ${failing.join(', ')}` : ''}\n`,
    );
  }
} finally {
  await chrome.kill();
  await api.stop();
}

writeFileSync(
  join(out, 'lighthouse.json'),
  `${JSON.stringify({ at: new Date().toISOString(), preset: 'mobile', pages: results }, null, 2)}\n`,
);

/**
 * Puts the web app's session into the browser's storage for the api's origin, as a sign-in would, and
 * clears the rest of the origin's storage and the HTTP cache.
 */
async function storeSession(
  port: number,
  base: string,
  session: { token: string; clientID: number; client: unknown; version: string | null },
) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${base}/healthz`);
    await tab.evaluate(
      (key, value) => window.localStorage.setItem(key, value),
      SESSION_KEY,
      JSON.stringify(session),
    );
    // Everything but the session goes, as Lighthouse's own reset does: a first visit, not a cached one.
    const cdp = await tab.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(base).origin,
      storageTypes: 'service_workers,cache_storage,indexeddb,cookies',
    });
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}
