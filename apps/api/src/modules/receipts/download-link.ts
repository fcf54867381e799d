import { createHmac } from 'node:crypto';
import { type Locale, RECEIPT_PDF_PATH } from '@ijara/contract';
import { secretsEqual } from '../../lib/secrets-equal';

/** How long a PDF link works: long enough to be clicked, short enough that a copied one soon dies. */
export const RECEIPT_LINK_TTL_MS = 10 * 60_000;

/** What a link names and the signature covers. `expires` is in whole seconds since the epoch. */
export interface LinkFields {
  paymentId: number;
  sessionId: number;
  locale: Locale;
  expires: number;
}

/**
 * HMAC-SHA256 keyed with the session's token hash (docs/decisions/028): only the api, which keeps the
 * hash, can make one, and a link dies with its session.
 */
function sign(key: string, link: LinkFields): string {
  return createHmac('sha256', key)
    .update(`receipt-pdf\n${link.paymentId}\n${link.sessionId}\n${link.locale}\n${link.expires}`)
    .digest('base64url');
}

/** "/api/receipts/42/?session=7&lang=ru&expires=…&signature=…" */
export function linkPath(key: string, link: LinkFields): string {
  const query = new URLSearchParams({
    session: String(link.sessionId),
    lang: link.locale,
    expires: String(link.expires),
    signature: sign(key, link),
  });
  return `${RECEIPT_PDF_PATH}${link.paymentId}/?${query}`;
}

export function signatureMatches(key: string, link: LinkFields, signature: string): boolean {
  return secretsEqual(sign(key, link), signature);
}
