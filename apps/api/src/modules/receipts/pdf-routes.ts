import { RECEIPT_PDF_PATH } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { pdfDownloadHeaders } from '../../lib/pdf/layout';
import { linkOf, type SignedLinkQuery, ZSignedLinkQuery } from '../../lib/signed-link';
import { renderReceiptPdf } from './pdf/render-receipt';
import { parsePaymentId, type ReceiptService } from './service';

/**
 * GET /api/receipts/{id}/?session&lang&expires&signature — the PDF a receipt call's signed link names.
 * Outside /api/v3/: a browser download carries no app headers, so the link's signature is the check.
 */
export async function receiptPdfRoutes(app: FastifyInstance, { receipts }: { receipts: ReceiptService }) {
  app.get(
    `${RECEIPT_PDF_PATH}:paymentId/`,
    { schema: { hide: true, querystring: ZSignedLinkQuery } },
    async (request, reply) => {
      const query = request.query as SignedLinkQuery;
      // The link's language, not the headers a browser sends, is the person's.
      request.locale = query.lang;
      const paymentId = parsePaymentId((request.params as { paymentId?: string }).paymentId);
      if (paymentId === null) throw new AppError('forbidden', { text: 'receiptLinkExpired' });
      const receipt = await receipts.byLink(linkOf(paymentId, query), query.signature);
      const pdf = await renderReceiptPdf(receipt, query.lang);
      return reply.headers(pdfDownloadHeaders(`ijara-receipt-${paymentId}.pdf`)).send(pdf);
    },
  );
}
