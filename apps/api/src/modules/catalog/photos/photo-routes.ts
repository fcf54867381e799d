import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../errors';
import { PHOTO_PREFIX } from './photo-files';
import type { PhotoRepository } from './photo-repository';

/** A year, and never revalidated: a new upload gets a new version, so a new URL. */
export const PHOTO_CACHE = 'public, max-age=31536000, immutable';

const ZParams = z.object({
  gadget: z.coerce.number().int().positive().max(2_147_483_647),
  version: z.string().regex(/^[\w-]{16}$/),
  file: z.string().regex(/^[1-9]\d{1,4}\.webp$/),
});

/** GET /media/gadgets/<gadget>/<version>/<width>.webp: an operator-set photo's file, from the database. */
export async function photoRoutes(app: FastifyInstance, { photos }: { photos: PhotoRepository }) {
  app.get(`${PHOTO_PREFIX}:gadget/:version/:file`, { schema: { hide: true } }, async (request, reply) => {
    const params = ZParams.safeParse(request.params);
    if (!params.success) throw new AppError('not_found');
    const { gadget, version, file } = params.data;
    const bytes = await photos.file(gadget, version, Number.parseInt(file, 10));
    if (!bytes) throw new AppError('not_found');
    return reply
      .header('cache-control', PHOTO_CACHE)
      .header('x-content-type-options', 'nosniff')
      .type('image/webp')
      .send(bytes);
  });
}
