import { LOCALES, RECEIPT_PDF_PATH } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { renderReceiptPdf } from './pdf/render-receipt';
import { parsePaymentId, type ReceiptService } from './service';

const ZPdfQuery = z.object({
  session: z.coerce.number().int().positive().max(2_147_483_647),
  lang: z.enum(LOCALES),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
});

/**
 * GET /api/receipts/{id}/?session&lang&expires&signature — the PDF a receipt call's signed link names.
 * Outside /api/v3/: a browser download carries no app headers, so the link's signature is the check.
 */
export async function receiptPdfRoutes(app: FastifyInstance, { receipts }: { receipts: ReceiptService }) {
  app.get(
    `${RECEIPT_PDF_PATH}:paymentId/`,
    { schema: { hide: true, querystring: ZPdfQuery } },
    async (request, reply) => {
      const query = request.query as z.output<typeof ZPdfQuery>;
      // The link's language, not the headers a browser sends, is the person's.
      request.locale = query.lang;
      const paymentId = parsePaymentId((request.params as { paymentId?: string }).paymentId);
      if (paymentId === null) throw new AppError('forbidden', { text: 'receiptLinkExpired' });
      const receipt = await receipts.byLink(
        { paymentId, sessionId: query.session, locale: query.lang, expires: query.expires },
        query.signature,
      );
      const pdf = await renderReceiptPdf(receipt, query.lang);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="ijara-receipt-${paymentId}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
}
