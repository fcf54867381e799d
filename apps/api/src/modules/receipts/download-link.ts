import { RECEIPT_PDF_PATH } from '@ijara/contract';
import { SignedLinks } from '../../lib/signed-link';

/** How long a PDF link works: long enough to be clicked, short enough that a copied one soon dies. */
export const RECEIPT_LINK_TTL_MS = 10 * 60_000;

/** A receipt's PDF link (lib/signed-link.ts), naming the payment. */
export const receiptLinks = new SignedLinks('receipt-pdf', RECEIPT_PDF_PATH, RECEIPT_LINK_TTL_MS);
