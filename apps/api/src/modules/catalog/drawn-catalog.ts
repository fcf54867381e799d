import { drawnCatalogPath, LOCALES } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { sendSerialized, serializeOnce } from '../../plugins/serialized-answer';
import { CACHE_NONE } from '../../plugins/web-files';
import type { CatalogService } from './service';

/**
 * info/catalog/'s answer for a drawn page's take-over, at drawnCatalogPath: the same bytes and ETag as
 * the call's, so a page carries no catalogue of its own (docs/decisions/060). The browser asks each time
 * (no-cache) and gets 304 while the catalogue is the one it holds.
 */
export function registerDrawnCatalog(app: FastifyInstance, catalog: CatalogService): void {
  for (const locale of LOCALES) {
    app.get(drawnCatalogPath(locale), { schema: { hide: true } }, async (request, reply) => {
      const { catalog: answer, version } = await catalog.view(locale);
      reply.header('cache-control', CACHE_NONE);
      if (!answer) return reply.code(404).send();
      return sendSerialized(
        request,
        reply,
        serializeOnce('infoCatalog', answer, () => answer, version),
        'accept-encoding',
      );
    });
  }
}
