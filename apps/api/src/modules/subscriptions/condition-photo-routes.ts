import { CONDITION_PHOTO_PATH } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conditionPhotos, conditionRecords, subscriptions } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { ConditionPhotoLinks } from './condition-photo-links';

const ZParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  size: z.enum(['thumb', 'full']),
});
const ZQuery = z.object({
  client: z.coerce.number().int().positive().max(2_147_483_647),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
});

/**
 * GET /api/condition-photos/{id}/{thumb|full}/?client&expires&signature — a photo of a hand-over's
 * condition record, for the client whose subscription it is, by the signed link subscription/info/
 * gave. Outside /api/v3/: an <img> carries no app headers. Private to the browser, never to a proxy.
 */
export async function conditionPhotoRoutes(app: FastifyInstance, { links }: { links: ConditionPhotoLinks }) {
  app.get(
    `${CONDITION_PHOTO_PATH}:id/:size/`,
    { schema: { hide: true, params: ZParams, querystring: ZQuery } },
    async (request, reply) => {
      const { id, size } = request.params as z.infer<typeof ZParams>;
      const { client, expires, signature } = request.query as z.infer<typeof ZQuery>;
      if (!links.valid(id, size, client, expires, signature)) throw new AppError('forbidden');
      const [photo] = await app.db
        .select({ bytes: size === 'thumb' ? conditionPhotos.thumb : conditionPhotos.bytes })
        .from(conditionPhotos)
        .innerJoin(conditionRecords, eq(conditionRecords.id, conditionPhotos.recordId))
        .innerJoin(subscriptions, eq(subscriptions.id, conditionRecords.subscriptionId))
        .where(and(eq(conditionPhotos.id, id), eq(subscriptions.clientId, client)));
      if (!photo) throw new AppError('not_found');
      return reply.header('cache-control', 'private, max-age=3600').type('image/webp').send(photo.bytes);
    },
  );
}
