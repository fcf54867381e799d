import fastifyStatic from '@fastify/static';
import { matchRoute } from '@ijara/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiNotFound, isApiPath } from './error-handler';
import { CACHE_NONE, cachePolicy, findFile } from './web-files';
import { indexHtmlReader } from './web-index';

/**
 * Serves the built web app from WEB_DIST: its files with cache headers by kind, and for page paths
 * its index.html — 200 for a path of the route table, 404 for any other (the app then shows its 404
 * page), 301 to the slashed path when only the trailing slash is missing.
 */
export async function webApp(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    index: false,
    suppressWarning: true,
    // The build writes .br and .gz copies (apps/web/vite-precompress.ts); they go out by Accept-Encoding
    // with Content-Encoding and Vary, and the plain file when the browser accepts neither.
    preCompressed: true,
  });
  const readIndex = indexHtmlReader(root);

  const sendPage = async (reply: FastifyReply, status: 200 | 404) =>
    reply
      .code(status)
      .header('cache-control', CACHE_NONE)
      .type('text/html; charset=utf-8')
      .send(await readIndex());

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', query] = splitUrl(request.url);
    if (isApiPath(pathname)) throw apiNotFound(request);

    const file = await findFile(root, pathname);
    if (file) {
      reply.header('cache-control', cachePolicy(file));
      return reply.sendFile(file);
    }
    // "//host/" in a Location header would leave the site.
    if (pathname.includes('//')) return sendPage(reply, 404);
    // Every page path ends with "/" (SPEC.md §2); contract's matchRoute also accepts a bare "/en".
    if (pathname.endsWith('/')) return sendPage(reply, matchRoute(pathname) ? 200 : 404);
    if (matchRoute(`${pathname}/`))
      return reply.redirect(`${pathname}/${query === undefined ? '' : `?${query}`}`, 301);
    return sendPage(reply, 404);
  });
}

function splitUrl(url: string): [string, string | undefined] {
  const index = url.indexOf('?');
  return index === -1 ? [url, undefined] : [url.slice(0, index), url.slice(index + 1)];
}
