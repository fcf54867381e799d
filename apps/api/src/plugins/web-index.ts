import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Locale, ROUTE_PRELOADS_FILE, type RouteId, type RoutePreloads } from '@ijara/contract';

/** Served for page paths when the web app has not been built (tests, a fresh checkout). */
export const NOT_BUILT_HTML = `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ijara</title></head>
<body>
<h1>Веб-приложение не собрано</h1>
<p>The web app is not built. Run <code>npm run build</code>, then restart the server.</p>
</body>
</html>
`;

/** The page a path shows, as far as its HTML needs to know: which page and in which language. */
export interface PageOf {
  id: RouteId;
  locale: Locale;
}

/**
 * The build's index.html for a page, with preload links for the chunks, styles and messages that page
 * loads after the entry (contract RoutePreloads), so they download beside the entry instead of after it
 * has run; `lang` follows the page's language. Files are re-read only when index.html changes, so a
 * rebuild is picked up without a restart and a page request costs one stat.
 */
export function pageHtmlReader(root: string): (page: PageOf) => Promise<string> {
  const file = path.join(root, 'index.html');
  let cached: {
    mtimeMs: number;
    html: string;
    preloads: RoutePreloads | null;
    pages: Map<string, string>;
  } | null = null;
  return async (page) => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) {
        const [html, preloads] = await Promise.all([
          readFile(file, 'utf8'),
          readFile(path.join(root, ROUTE_PRELOADS_FILE), 'utf8').then(
            (text) => JSON.parse(text) as RoutePreloads,
            () => null,
          ),
        ]);
        cached = { mtimeMs, html, preloads, pages: new Map() };
      }
      const key = `${page.locale}:${page.id}`;
      let html = cached.pages.get(key);
      if (html === undefined) {
        html = withPreloads(cached.html, cached.preloads, page);
        cached.pages.set(key, html);
      }
      return html;
    } catch {
      cached = null;
      return NOT_BUILT_HTML;
    }
  };
}

function withPreloads(html: string, preloads: RoutePreloads | null, { id, locale }: PageOf): string {
  const localized = html.replace('<html lang="ru">', `<html lang="${locale}">`);
  const needs = preloads?.pages[id];
  if (!preloads || !needs) return localized;
  // Low priority: they queue behind the stylesheet and the entry, which the first paint waits for
  // (at high priority Lighthouse's mobile run put the first paint 1.5 s later). `crossorigin` as on
  // Vite's own links: a preload in another credentials mode is not used, and the file comes twice.
  const links = [
    ...needs.styles.map(
      (href) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${href}">`,
    ),
    ...[...needs.scripts, ...preloads.locales[locale]].map(
      (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
    ),
  ];
  return localized.replace('</head>', `${links.join('')}</head>`);
}
