import { CLAIM_FILE_PATH } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { linkOf, type SignedLinkQuery, ZSignedLinkQuery } from '../../lib/signed-link';
import { claimFileLinks } from './files';
import type { ClaimsRepository } from './repository';

const ZParams = z.object({
  size: z.enum(['thumb', 'full']),
  name: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
});

/**
 * GET /api/claim-files/{thumb|full}/{name}/?session&lang&expires&signature — a claim's photo or police
 * report for its client, by the signed link claim/list/ gave (lib/signed-link.ts: keyed with the
 * session's token hash, dying with it). Outside /api/v3/: an <img> or a download carries no app
 * headers. Never kept by any cache. A name of another client's file is 404, like one that does not
 * exist; an expired or altered link of the client's own is 403.
 */
export async function claimFileRoutes(
  app: FastifyInstance,
  { repository, clock }: { repository: ClaimsRepository; clock: Clock },
) {
  app.get(
    `${CLAIM_FILE_PATH}:size/:name/`,
    { schema: { hide: true, params: ZParams, querystring: ZSignedLinkQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { size, name } = request.params as z.infer<typeof ZParams>;
      const query = request.query as SignedLinkQuery;
      const file = await repository.fileForSession(app.db, name, query.session);
      if (!file || (size === 'thumb' && file.thumb === null)) throw new AppError('not_found');
      const expired = query.expires * 1000 <= clock.now().getTime();
      if (expired || !claimFileLinks[size].matches(file.tokenHash, linkOf(name, query), query.signature)) {
        throw new AppError('forbidden', { text: 'claimLinkExpired' });
      }
      const bytes = size === 'thumb' ? file.thumb : file.bytes;
      if (file.type === 'pdf') {
        reply.type('application/pdf').header('content-disposition', 'inline; filename="police-report.pdf"');
      } else {
        reply.type('image/webp');
      }
      return reply.send(bytes);
    },
  );
}
