import { z } from 'zod';
import { ok, ZIsoDateTime } from '../envelope';

/**
 * Where the api serves a subscription's contract as a PDF (docs/decisions/057): the offer preceded by
 * the order's details, behind a short-lived link signed for the session, like a receipt's.
 */
export const CONTRACT_PDF_PATH = '/api/contracts/';

/** The PDF's signed link: a path under CONTRACT_PDF_PATH on the api's base URL, good until `expiresAt`. */
export const ZContractPdfLink = z.object({
  path: z.string().startsWith(CONTRACT_PDF_PATH),
  expiresAt: ZIsoDateTime,
});
export type TContractPdfLink = z.infer<typeof ZContractPdfLink>;

export const ZContractResponse = ok({ pdf: ZContractPdfLink });
