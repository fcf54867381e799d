import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  CSS_RULES_FILE,
  type CssRule,
  type CssRules,
  type Locale,
  type RenderedPage,
  ROUTE_PRELOADS_FILE,
  type RouteId,
  type RoutePreloads,
  SSR_STATE_ID,
  START_APP_SCRIPT,
} from '@ijara/contract';
import { stylesFor } from './web-styles';

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
export function pageHtmlReader(
  root: string,
): (page: PageOf, rendered?: RenderedPage | null) => Promise<string> {
  const file = path.join(root, 'index.html');
  let cached: {
    mtimeMs: number;
    html: string;
    preloads: RoutePreloads | null;
    cssRules: CssRules | null;
    pages: Map<string, string>;
    heads: Map<string, DrawnHead | null>;
  } | null = null;
  return async (page, rendered = null) => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) {
        const [html, preloads, cssRules] = await Promise.all([
          readFile(file, 'utf8'),
          readJson<RoutePreloads>(path.join(root, ROUTE_PRELOADS_FILE)),
          readJson<CssRules>(path.join(root, CSS_RULES_FILE)),
        ]);
        cached = { mtimeMs, html, preloads, cssRules, pages: new Map(), heads: new Map() };
      }
      const key = `${page.locale}:${page.id}`;
      let html = cached.pages.get(key);
      if (html === undefined) {
        html = withPreloads(cached.html, cached.preloads, page);
        cached.pages.set(key, html);
      }
      if (!rendered) return html;
      const headKey = `${key}:${rendered.frame ? 'frame' : 'rendered'}`;
      let head = cached.heads.get(headKey);
      if (head === undefined) {
        // A build without the files the drawn page needs still serves its pages, as the app shell.
        const { preloads, cssRules } = cached;
        const frame = rendered.frame === true;
        head = await renderedFrame(root, html, { preloads, cssRules }, page, frame).catch(() => null);
        cached.heads.set(headKey, head);
      }
      return head ? withRenderedPage(head, rendered) : html;
    } catch {
      cached = null;
      return NOT_BUILT_HTML;
    }
  };
}

function readJson<T>(file: string): Promise<T | null> {
  return readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as T,
    () => null,
  );
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

/** The tags Vite writes into index.html (and withPreloads adds), by what they load. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin (?:fetchpriority="low" )?href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;
const STYLE_PRELOAD = /<link rel="preload" as="style" crossorigin fetchpriority="low" href="[^"]+">/g;

/** The head of a drawn page, and the rules its own styles are chosen from when it is drawn. */
interface DrawnHead {
  html: string;
  /** Null: the stylesheets are inline whole (a signed-in page's frame, a build without the rules). */
  rules: CssRule[] | null;
}

/** Where a public drawn page's styles go, chosen for its elements (withRenderedPage). */
const PAGE_STYLES = '<!--page-styles-->';

/** A stylesheet as the content of `<style>`: its text cannot end the element. */
function styleText(css: string): string {
  return css.replaceAll('</style', '<\\/style');
}

/**
 * The head of a page the server rendered (docs/decisions/032). Its content shows before any script
 * runs, so its styles come inline: no request between the HTML and the first paint. A public page gets
 * the rules its elements may use; its stylesheets are named, disabled, and /start-app.js enables them
 * once the page has painted, for what the page shows when used (docs/decisions/065). Its scripts, and
 * those that take the page over, are named to /start-app.js, which loads them once the page has
 * painted: a signed-in page's frame too, whose scripts in the head made Lighthouse's simulated largest
 * paint wait for them (docs/decisions/032).
 */
async function renderedFrame(
  root: string,
  html: string,
  build: { preloads: RoutePreloads | null; cssRules: CssRules | null },
  page: PageOf,
  signedInFrame: boolean,
): Promise<DrawnHead | null> {
  const { preloads, cssRules } = build;
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes('<!--ssr-->')) return null;
  const sheets = [...html.matchAll(STYLESHEET)].map((match) => match[1] as string);
  const pageSheets = preloads?.pages[page.id]?.styles ?? [];
  const all = [...sheets, ...pageSheets];
  // A frame is drawn over at once, by pages whose rules it does not show: its styles stay whole.
  const rules =
    !signedInFrame && cssRules && all.every((href) => cssRules[href])
      ? all.flatMap((href) => cssRules[href] ?? [])
      : null;
  let styles: string;
  let named: string;
  if (rules) {
    styles = PAGE_STYLES;
    named = all
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled data-whole>`)
      .join('');
  } else {
    const css = await Promise.all(all.map((href) => readFile(path.join(root, href), 'utf8')));
    styles = styleText(css.join(''));
    // Named but disabled (so not fetched): the app's module loader sees the page's stylesheets are
    // there and does not add them again, which would restyle the whole page once more on a slow phone.
    named = pageSheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`).join('');
  }
  // A public page carries the texts it shows (its state): its language's messages load after the app
  // has taken it over (docs/decisions/061). A frame is drawn over, with the whole language.
  const later = new Set(signedInFrame ? [] : (preloads?.locales[page.locale] ?? []));
  const modules = [
    ...[...html.matchAll(MODULE_PRELOAD)]
      .map((match) => match[1] as string)
      .filter((href) => !later.has(href)),
    ...(preloads?.hydration ?? []),
  ];
  const start = `<script src="${START_APP_SCRIPT}" data-entry="${entry}" data-modules="${modules.join(' ')}" defer></script>`;
  const head = html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(STYLE_PRELOAD, '')
    .replace('</head>', () => `<style>${styles}</style>${named}${start}</head>`);
  return { html: head, rules };
}

/** Text for an element's content: what a title may hold (a gadget's name) shows as written. */
function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The page the server rendered in #root, in place of the boot logo, and its data beside it; a signed-in
 * page's frame is marked so (`data-frame`), and the browser draws over it instead of taking it over.
 */
function withRenderedPage({ html, rules }: DrawnHead, page: RenderedPage): string {
  const marks = page.frame ? ' data-frame' : '';
  const styled = rules ? html.replace(PAGE_STYLES, () => styleText(stylesFor(rules, page.html))) : html;
  const titled = page.title
    ? styled.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title ?? '')}</title>`)
    : styled;
  // Beside the page's scripts, in the mode of the app's fetch (a preload in another is not used).
  const fetches = (page.fetches ?? [])
    .map((href) => `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${href}">`)
    .join('');
  return titled
    .replace('</head>', () => `${fetches}</head>`)
    .replace(/<!--ssr-->[\s\S]*<!--\/ssr-->/, () => page.html)
    .replace(
      '</body>',
      () => `<script type="application/json" id="${SSR_STATE_ID}"${marks}>${page.state}</script></body>`,
    );
}
