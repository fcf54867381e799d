import path from 'node:path';
import { ART_PATH, matchRoute, type RouteMatch, SSR_ENTRY_FILE, splitLocale } from '@ijara/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound, isApiPath } from './error-handler';
import { sendEncoded, sendTagged } from './serialized-answer';
import { artFiles } from './web-art';
import { CACHE_DAY, CACHE_NONE, cachePolicy, findFile, registerBuildFiles } from './web-files';
import { type PageOf, pageHtmlReader } from './web-index';
import { WebPageCache } from './web-page-cache';
import { pageRenderer } from './web-ssr';

export interface WebAppOptions {
  /** WEB_DIST. */
  root: string;
  /** Whether a page's parameters name something that exists (a catalogue slug); all do by default. */
  pageExists?: (page: RouteMatch) => Promise<boolean>;
  /** The catalogue's version this process holds: a drawn page is kept while it stays the same. */
  catalogVersion?: () => Promise<number>;
}

/**
 * Serves the built web app from WEB_DIST: its files with cache headers by kind, and for page paths
 * its index.html — 200 for a path of the route table whose parameters name something, 404 for any
 * other (the app then shows its 404 page), 301 to the slashed path when only the trailing slash is
 * missing.
 */
export async function webApp(
  app: FastifyInstance,
  { root, pageExists = async () => true, catalogVersion = async () => 0 }: WebAppOptions,
): Promise<void> {
  await registerBuildFiles(app, root);
  const renderer = pageRenderer(app, root);
  const art = artFiles(renderer.art);
  const pages = new WebPageCache({
    renderer,
    readPage: pageHtmlReader(root),
    catalogVersion,
    buildFiles: [path.join(root, 'index.html'), path.join(`${path.resolve(root)}-ssr`, SSR_ENTRY_FILE)],
    now: () => app.clock.now().getTime(),
  });

  /**
   * A page as kept (docs/decisions/060), with its ETag: `no-cache` makes the browser ask again each
   * time, and an unchanged page answers 304 without its body.
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageOf,
    status: 200 | 404 = 200,
  ) => {
    reply
      .code(status)
      .header('cache-control', CACHE_NONE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    return status === 200
      ? sendTagged(request, reply, await pages.answer(request.url, page))
      : sendEncoded(request, reply, await pages.shell(page, status));
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    sendPage(request, reply, { id: 'notFound', locale: splitLocale(pathname).locale }, 404);

  /** A device drawing (docs/decisions/066): the same name is the same picture, kept a day and then checked by its ETag. */
  app.get<{ Params: { file: string } }>(
    `${ART_PATH}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const drawing = await art(request.params.file);
      if (!drawing) return notFound(request, reply, request.url);
      reply.header('cache-control', CACHE_DAY).header('vary', 'accept-encoding').type('image/svg+xml');
      return sendTagged(request, reply, drawing);
    },
  );

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', query] = splitUrl(request.url);
    if (isApiPath(pathname)) throw apiNotFound(request);

    const file = await findFile(root, pathname);
    if (file) {
      reply.header('cache-control', cachePolicy(file));
      return reply.sendFile(file);
    }
    // "//host/" in a Location header would leave the site.
    if (pathname.includes('//')) return notFound(request, reply, pathname);
    // Every page path ends with "/" (SPEC.md §2); contract's matchRoute also accepts a bare "/en".
    if (pathname.endsWith('/')) {
      const page = matchRoute(pathname);
      if (!page || !(await pageExists(page))) return notFound(request, reply, pathname);
      return sendPage(request, reply, page);
    }
    if (matchRoute(`${pathname}/`))
      return reply.redirect(`${pathname}/${query === undefined ? '' : `?${query}`}`, 301);
    return notFound(request, reply, pathname);
  });
}

function splitUrl(url: string): [string, string | undefined] {
  const index = url.indexOf('?');
  return index === -1 ? [url, undefined] : [url.slice(0, index), url.slice(index + 1)];
}
