import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  API_PREFIX,
  type DrawArt,
  type RenderedPage,
  type RenderPage,
  SSR_ENTRY_FILE,
} from '@ijara/contract';
import type { FastifyInstance } from 'fastify';

/** A render slower than this (its data late) gives way to the plain app shell. */
const RENDER_TIMEOUT_MS = 2_000;
/**
 * Renders take turns (apps/web/src/entry-server.tsx) and cost 15–50 ms of CPU each. Beyond this many at
 * once — a burst, or someone asking for page after page with made-up queries — pages go out as the app
 * shell, which costs next to nothing, and the api stays responsive.
 */
const RENDERS_AT_ONCE = 4;

/** One api read of a render, with the ETag of its answer. */
export interface Read {
  url: string;
  headers: Record<string, string>;
  etag: string | undefined;
  /** Whether the answer may be part of a page kept for everyone (a public 200 with an ETag). */
  shared: boolean;
}

/** What a render gave for a URL. */
export interface Drawing {
  /** Null: the page goes out as the app shell (not public, its data failed or was late, no renderer). */
  page: RenderedPage | null;
  /** The answers it was drawn from, to ask again later with If-None-Match. */
  reads: Read[];
  /**
   * The same URL gives the same result while these answers keep their ETags: the render finished in
   * time, and every answer was a public 200 with an ETag, no cookie set and nothing kept from caches.
   * Pages are drawn for an empty session (no request header reaches the renderer), so none holds a
   * person's data; a signed-in page is drawn as its frame, with no call at all.
   */
  keepable: boolean;
}

export interface PageRenderer {
  draw(url: string): Promise<Drawing>;
  /** Whether every answer a drawing was made from still has the same ETag (a 304 to If-None-Match). */
  unchanged(reads: Read[]): Promise<boolean>;
  /** A device drawing's SVG by its file name (docs/decisions/066); null for no such drawing or no renderer. */
  art(file: string): Promise<string | null>;
}

/** What the api uses of the server bundle. */
interface ServerBundle {
  renderPage: RenderPage;
  drawArt?: DrawArt;
}

/** An answer that may go into a page kept for everyone: public, checkable by its ETag, no cookie. */
function sharedAnswer(statusCode: number, headers: Record<string, unknown>): boolean {
  const cacheControl = String(headers['cache-control'] ?? '');
  return (
    statusCode === 200 &&
    typeof headers.etag === 'string' &&
    headers['set-cookie'] === undefined &&
    !/no-store|private/.test(cacheControl)
  );
}

/**
 * The web build's server renderer (apps/web/src/entry-server.tsx, built to `<WEB_DIST>-ssr/`, i.e.
 * apps/web/dist-ssr/): a public page as a first-time visitor sees it, so it shows before the scripts arrive
 * (docs/decisions/032). Its api reads go through this app in process (`inject`), GET only, with the
 * headers the browser would send. It keeps nothing: plugins/web-page-cache.ts keeps the pages it draws
 * (docs/decisions/060).
 */
export function pageRenderer(app: FastifyInstance, webRoot: string): PageRenderer {
  const file = path.join(`${path.resolve(webRoot)}-ssr`, SSR_ENTRY_FILE);
  let loaded: { mtimeMs: number; bundle: ServerBundle | null } | null = null;
  let rendering = 0;
  let signatureRefused = false;

  const inject = (read: Pick<Read, 'url' | 'headers'>, extra: Record<string, string> = {}) =>
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
      reads.push({
        ...read,
        etag: typeof etag === 'string' ? etag : undefined,
        shared: sharedAnswer(answer.statusCode, answer.headers),
      });
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
  async function serverBundle(): Promise<ServerBundle | null> {
    const mtimeMs = await stat(file).then(
      (info) => info.mtimeMs,
      () => -1,
    );
    if (!loaded) {
      const bundle =
        mtimeMs < 0
          ? null
          : await import(pathToFileURL(file).href).then(
              (module: ServerBundle) => module,
              (error: unknown) => {
                app.log.error(
                  { err: error },
                  'the page renderer did not load; pages go out as the app shell',
                );
                return null;
              },
            );
      loaded = { mtimeMs, bundle };
    }
    if (loaded.bundle && loaded.mtimeMs !== mtimeMs) {
      app.log.warn('the web app was rebuilt: pages go out as the app shell until the api restarts');
      loaded = { mtimeMs: loaded.mtimeMs, bundle: null };
    }
    return loaded.bundle;
  }

  const draw = async (url: string): Promise<Drawing> => {
    const render = (await serverBundle())?.renderPage;
    // No renderer: the shell, until a restart. Too many renders: the shell this time only.
    if (!render) return { page: null, reads: [], keepable: true };
    if (rendering >= RENDERS_AT_ONCE) return { page: null, reads: [], keepable: false };
    const reads: Read[] = [];
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), RENDER_TIMEOUT_MS);
    });
    // Counted until the renderer is done with it, even when this request has stopped waiting.
    rendering += 1;
    const drawn = render(url, fetchInto(reads))
      .catch((error: unknown) => {
        app.log.warn({ err: error, url }, 'the page did not render; it goes out as the app shell');
        return 'failed' as const;
      })
      .finally(() => {
        rendering -= 1;
      });
    const page = await Promise.race([drawn, late]);
    clearTimeout(timer);
    if (page === 'late' || page === 'failed') return { page: null, reads, keepable: false };
    return { page, reads: [...reads], keepable: reads.every((read) => read.shared) };
  };

  // A server bundle built before the drawings were served (decision 066) has no drawArt: no drawing.
  const art = async (name: string) => (await serverBundle())?.drawArt?.(name) ?? null;

  return { draw, unchanged, art };
}
