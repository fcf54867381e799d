import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_PREFIX, type RenderedPage, type RenderPage, SSR_ENTRY_FILE } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';

/** A render slower than this (its data late) gives way to the plain app shell. */
const RENDER_TIMEOUT_MS = 2_000;
const KEEP_AT_MOST = 200;
/**
 * Renders take turns (apps/web/src/entry-server.tsx) and cost 15–50 ms of CPU each. Beyond this many at
 * once — a burst, or someone asking for page after page with made-up queries — pages go out as the app
 * shell, which costs next to nothing, and the api stays responsive.
 */
const RENDERS_AT_ONCE = 4;

/** One api read of a render, with the ETag of its answer. */
interface Read {
  url: string;
  headers: Record<string, string>;
  etag: string | undefined;
}

/**
 * The web build's server renderer (apps/web/src/entry-server.tsx, built to `<WEB_DIST>-ssr/`, i.e.
 * apps/web/dist-ssr/): a public page as a first-time visitor sees it, so it shows before the scripts arrive
 * (docs/decisions/032). Its api reads go through this app in process (`inject`), GET only, with the
 * headers the browser would send. Null — and the page goes out as the app shell — when the renderer is
 * not built, the page is not public, or its data fails or is late. A rendered page is kept and sent
 * again while every answer it was drawn from still has the same ETag (asked with If-None-Match), so an
 * operator's change to the catalogue shows on the next visit.
 */
export function pageRenderer(
  app: FastifyInstance,
  webRoot: string,
): (url: string) => Promise<RenderedPage | null> {
  const file = path.join(`${path.resolve(webRoot)}-ssr`, SSR_ENTRY_FILE);
  let loaded: { mtimeMs: number; render: RenderPage | null } | null = null;
  const kept = new Map<string, { page: RenderedPage; reads: Read[] }>();
  let rendering = 0;
  let signatureRefused = false;

  const inject = (read: Omit<Read, 'etag'>, extra: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: read.url, headers: { ...read.headers, ...extra } });

  /** The renderer's fetch: GET calls of this api only, each noted in `reads`. */
  const fetchInto =
    (reads: Read[]): typeof fetch =>
    async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init?.method ?? 'GET';
      if (method !== 'GET' || !url.pathname.startsWith(API_PREFIX))
        return new Response(null, { status: 405 });
      const read = {
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
      };
      const answer = await inject(read);
      if (answer.statusCode === 400 && !signatureRefused && answer.body.includes('"bad_signature"')) {
        signatureRefused = true;
        app.log.error(
          "the page renderer signs with another API_SIGNATURE_SECRET than the api: pages go out as the app shell; rebuild the web app with the api's secret",
        );
      }
      const etag = answer.headers.etag;
      reads.push({ ...read, etag: typeof etag === 'string' ? etag : undefined });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      return new Response(answer.rawPayload, { status: answer.statusCode, headers });
    };

  const unchanged = async (reads: Read[]) => {
    const answers = await Promise.all(
      reads.map((read) => inject(read, { 'if-none-match': read.etag ?? '' })),
    );
    return answers.every((answer) => answer.statusCode === 304);
  };

  /**
   * Loaded once: its chunks import the entry by its plain URL, so a second copy (a rebuild picked up
   * under another URL) would not share their state. A rebuild while running turns rendering off until
   * a restart: the new pages' styles and scripts would not match the old renderer.
   */
  async function renderer(): Promise<RenderPage | null> {
    const mtimeMs = await stat(file).then(
      (info) => info.mtimeMs,
      () => -1,
    );
    if (!loaded) {
      const render =
        mtimeMs < 0
          ? null
          : await import(pathToFileURL(file).href).then(
              (module: { renderPage: RenderPage }) => module.renderPage,
              (error: unknown) => {
                app.log.error(
                  { err: error },
                  'the page renderer did not load; pages go out as the app shell',
                );
                return null;
              },
            );
      loaded = { mtimeMs, render };
    }
    if (loaded.render && loaded.mtimeMs !== mtimeMs) {
      app.log.warn('the web app was rebuilt: pages go out as the app shell until the api restarts');
      kept.clear();
      loaded = { mtimeMs: loaded.mtimeMs, render: null };
    }
    return loaded.render;
  }

  return async (url) => {
    const render = await renderer();
    if (!render) return null;
    const hit = kept.get(url);
    if (hit && (await unchanged(hit.reads))) return hit.page;
    if (rendering >= RENDERS_AT_ONCE) return null;
    return renderAndKeep(render, url);
  };

  async function renderAndKeep(render: RenderPage, url: string): Promise<RenderedPage | null> {
    const reads: Read[] = [];
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    // Counted until the renderer is done with it, even when this request has stopped waiting.
    rendering += 1;
    const drawn = render(url, fetchInto(reads))
      .catch((error: unknown) => {
        app.log.warn({ err: error, url }, 'the page did not render; it goes out as the app shell');
        return null;
      })
      .finally(() => {
        rendering -= 1;
      });
    const page = await Promise.race([drawn, late]);
    clearTimeout(timer);
    kept.delete(url);
    // A page drawn from an answer without an ETag could not be checked later: it is not kept.
    if (page && reads.every((read) => read.etag)) {
      kept.set(url, { page, reads });
      if (kept.size > KEEP_AT_MOST) kept.delete(kept.keys().next().value as string);
    }
    return page;
  }
}
