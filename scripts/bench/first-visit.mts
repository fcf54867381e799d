// npm run bench:first-visit: the JavaScript a first visit to "/" and "/catalog/" downloads before the
// page is interactive, measured in Debian's Chromium on the built app (build first), next to the
// stack's floor (./floor.mjs) compressed as the api sends it. "Interactive": the load event has fired and
// the app has taken the drawn page over — app/root.tsx lifts the `inert` /start-app.js put on #root
// (docs/decisions/032). What counts: every script whose request started before then, by the size of its
// body as it came over the wire (Resource Timing's encodedBodySize), in a new browser context each time
// (an empty cache, no service worker). What arrives afterwards, while the page is already usable, is
// listed apart (docs/decisions/061). Sizes, not timings: the same build gives the same figures.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildFloor } from './floor.mjs';
import { startApi } from './start-api.mts';

const PAGES = ['/', '/catalog/'];
/** The budget before interactive: the floor and this much (docs/decisions/061). */
const OVER_FLOOR = 30 * 1024;
/** How long the page is watched after it became interactive, for what loads when the browser is idle. */
const AFTERWARDS_MS = 5_000;

interface Script {
  path: string;
  bytes: number;
  startMs: number;
}

interface Visit {
  path: string;
  interactiveMs: number;
  loadMs: number;
  tookOverMs: number;
  encoding: string;
  htmlBytes: number;
  before: Script[];
  after: Script[];
}

declare global {
  interface Window {
    /** When #root lost the `inert` /start-app.js gave it: the app has taken the page over. */
    __tookOverAt?: number;
  }
}

/** Notes when the app takes the drawn page over (runs before the page's own scripts). */
function watchTakeOver(): void {
  new MutationObserver((records) => {
    for (const record of records) {
      const root = record.target as Element;
      if (root.id === 'root' && record.oldValue !== null && !root.hasAttribute('inert'))
        window.__tookOverAt ??= performance.now();
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['inert'],
    attributeOldValue: true,
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (scripts: Script[]) => scripts.reduce((total, script) => total + script.bytes, 0);

const api = await startApi(3230);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const visits: Visit[] = [];
try {
  for (const path of PAGES) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const encodings = new Map<string, string>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js'))
        encodings.set(response.url(), response.headers()['content-encoding'] ?? 'identity');
    });
    await page.addInitScript(watchTakeOver);
    await page.goto(`${api.base}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__tookOverAt !== undefined, undefined, { timeout: 30_000 });
    await page.waitForTimeout(AFTERWARDS_MS);
    const seen = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const interactiveMs = Math.max(
        navigation.loadEventEnd,
        window.__tookOverAt ?? Number.POSITIVE_INFINITY,
      );
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          bytes: entry.encodedBodySize,
          startMs: entry.startTime,
        }));
      return {
        interactiveMs,
        loadMs: navigation.loadEventEnd,
        tookOverMs: window.__tookOverAt ?? Number.NaN,
        htmlBytes: navigation.encodedBodySize,
        scripts,
      };
    });
    await context.close();
    visits.push({
      path,
      interactiveMs: seen.interactiveMs,
      loadMs: seen.loadMs,
      tookOverMs: seen.tookOverMs,
      encoding: [...new Set(encodings.values())].join(', '),
      htmlBytes: seen.htmlBytes,
      before: seen.scripts.filter((script) => script.startMs <= seen.interactiveMs),
      after: seen.scripts.filter((script) => script.startMs > seen.interactiveMs),
    });
  }
} finally {
  await browser.close();
  await api.stop();
}

// The floor compressed as the server would send it: brotli quality 11 when the browser took brotli (the
// build's precompressed copies, apps/web/vite-precompress.ts; files under 1 KB go as they are).
const brotli = visits.some((visit) => visit.encoding.split(', ').includes('br'));
const floorScripts = await buildFloor('page.tsx');
const floor = floorScripts.reduce(
  (total, bytes) =>
    total +
    (brotli
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
      : gzipSync(bytes, { level: 9 }).length),
  0,
);
const budget = floor + OVER_FLOOR;
let over = false;
for (const visit of visits) {
  const before = sum(visit.before);
  const verdict = before <= budget ? 'within the budget' : `${kb(before - budget)} over the budget`;
  over ||= before > budget;
  process.stdout.write(
    `${visit.path.padEnd(10)} before interactive (load ${Math.round(visit.loadMs)} ms, taken over ` +
      `${Math.round(visit.tookOverMs)} ms): ` +
      `${kb(before)} of JavaScript in ${visit.before.length} files (${visit.encoding}), ${verdict}; ` +
      `the HTML ${kb(visit.htmlBytes)}\n` +
      `${''.padEnd(10)} ${visit.before.map((script) => `${script.path.replace('/assets/', '')} ${kb(script.bytes)}`).join(', ')}\n` +
      `${''.padEnd(10)} afterwards, while usable: ${kb(sum(visit.after))} in ${visit.after.length} files` +
      `${visit.after.length > 0 ? ` (${visit.after.map((script) => script.path.replace('/assets/', '')).join(', ')})` : ''}\n`,
  );
}
process.stdout.write(
  `floor of any page (React, React Router, TanStack Query, i18next), ${brotli ? 'brotli' : 'gzip'}: ${kb(floor)}; ` +
    `budget: floor + 30 KB = ${kb(budget)}\n`,
);
if (over) process.exitCode = 1;
