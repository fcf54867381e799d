import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  LATER_MODULES,
  type Locale,
  ROUTE_IDS,
  ROUTE_PRELOADS_FILE,
  type RouteId,
  type RoutePreloads,
} from '@ijara/contract';

/** The entry script of the stand-in build, which also has precompressed copies as the real build does. */
export const ENTRY_SCRIPT = `console.log(${JSON.stringify('app '.repeat(400))});`;

export const INDEX_HTML =
  '<!doctype html><html lang="ru"><head><title>test build</title></head><body><div id="root"></div></body></html>';

/** The stand-in build's route-preloads.json: one script and one style per page, one script per language. */
const PRELOADS: RoutePreloads = {
  pages: Object.fromEntries(
    ROUTE_IDS.map((id) => [id, { scripts: [`/assets/${id}-Pg1.js`], styles: [`/assets/${id}-Pg1.css`] }]),
  ) as RoutePreloads['pages'],
  locales: { ru: ['/assets/ru-Lc1.js'], en: ['/assets/en-Lc1.js'] },
  hydration: ['/assets/hydrate-page-Hp1.js'],
  later: Object.fromEntries(
    LATER_MODULES.map((name) => [name, [`/assets/${name}-Lt1.js`]]),
  ) as RoutePreloads['later'],
};

/** index.html as page `id` in `locale` should get it: its language, and its preloads in the head. */
export function pageHtml(id: RouteId, locale: Locale): string {
  return INDEX_HTML.replace('lang="ru"', `lang="${locale}"`).replace(
    '</head>',
    `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/${id}-Pg1.css">` +
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${id}-Pg1.js">` +
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${locale}-Lc1.js"></head>`,
  );
}

/** A small stand-in for apps/web/dist with one file of each kind the server treats differently. */
export async function createWebDist(): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'ijara-web-dist-'));
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    [ROUTE_PRELOADS_FILE]: JSON.stringify(PRELOADS),
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.webmanifest': '{"name":"Ijara"}',
    'assets/index-AbC123.js': ENTRY_SCRIPT,
    'assets/index-AbC123.css': 'body{margin:0}',
    'svg/phone.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *\n',
    '.env': 'SECRET=1',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  const entry = path.join(root, 'assets/index-AbC123.js');
  await writeFile(`${entry}.br`, brotliCompressSync(ENTRY_SCRIPT));
  await writeFile(`${entry}.gz`, gzipSync(ENTRY_SCRIPT));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
