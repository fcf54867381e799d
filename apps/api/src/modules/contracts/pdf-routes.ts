import { CONTRACT_PDF_PATH } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { pdfDownloadHeaders } from '../../lib/pdf/layout';
import { linkOf, type SignedLinkQuery, ZSignedLinkQuery } from '../../lib/signed-link';
import { type ContractService, contractFileName, parseSubscriptionId } from './service';

/**
 * GET /api/contracts/{id}/?session&lang&expires&signature — the PDF subscription/contract/{id}/'s signed
 * link names. Outside /api/v3/: a browser download carries no app headers; the signature is the check.
 */
export async function contractPdfRoutes(app: FastifyInstance, { contracts }: { contracts: ContractService }) {
  app.get(
    `${CONTRACT_PDF_PATH}:subscriptionId/`,
    { schema: { hide: true, querystring: ZSignedLinkQuery } },
    async (request, reply) => {
      const query = request.query as SignedLinkQuery;
      // The link's language, not the headers a browser sends, is the person's.
      request.locale = query.lang;
      const id = parseSubscriptionId((request.params as { subscriptionId?: string }).subscriptionId);
      if (id === null) throw new AppError('forbidden', { text: 'contractLinkExpired' });
      const pdf = await contracts.byLink(linkOf(id, query), query.signature);
      return reply.headers(pdfDownloadHeaders(contractFileName(id))).send(pdf);
    },
  );
}
