import { createHmac } from 'node:crypto';
import { LOCALES, type Locale } from '@ijara/contract';
import { z } from 'zod';
import { secretsEqual } from './secrets-equal';

/**
 * A download link the api makes for one session (docs/decisions/028): the browser follows it with no
 * app headers, so the link carries its own proof. HMAC-SHA256 keyed with the session's token hash:
 * only the api, which keeps the hash, can make one, and a link dies with its session. The purpose
 * ("receipt-pdf", "contract-pdf") is signed too, so a link to one kind of document opens no other.
 */
export interface LinkFields<Id extends number | string = number> {
  /** The row the link names: a payment, a subscription; or a file's random name (a claim's). */
  id: Id;
  sessionId: number;
  locale: Locale;
  /** Whole seconds since the epoch. */
  expires: number;
}

/** The query of every signed link: ?session&lang&expires&signature. */
export const ZSignedLinkQuery = z.object({
  session: z.coerce.number().int().positive().max(2_147_483_647),
  lang: z.enum(LOCALES),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
});
export type SignedLinkQuery = z.output<typeof ZSignedLinkQuery>;

export class SignedLinks {
  constructor(
    /** Signed with the fields, e.g. "receipt-pdf". */
    private readonly purpose: string,
    /** Where the links point, ending in "/": "/api/receipts/". */
    private readonly basePath: string,
    /** How long a link works. */
    readonly ttlMs: number,
  ) {}

  private sign(key: string, link: LinkFields<number | string>): string {
    return createHmac('sha256', key)
      .update(`${this.purpose}\n${link.id}\n${link.sessionId}\n${link.locale}\n${link.expires}`)
      .digest('base64url');
  }

  /** When a link made at `now` expires, in whole seconds since the epoch. */
  expiresFrom(now: Date): number {
    return Math.floor((now.getTime() + this.ttlMs) / 1000);
  }

  /** "/api/receipts/42/?session=7&lang=ru&expires=…&signature=…" */
  path(key: string, link: LinkFields<number | string>): string {
    const query = new URLSearchParams({
      session: String(link.sessionId),
      lang: link.locale,
      expires: String(link.expires),
      signature: this.sign(key, link),
    });
    return `${this.basePath}${link.id}/?${query}`;
  }

  matches(key: string, link: LinkFields<number | string>, signature: string): boolean {
    return secretsEqual(this.sign(key, link), signature);
  }
}

/** The fields a link's query and path name. */
export function linkOf<Id extends number | string>(id: Id, query: SignedLinkQuery): LinkFields<Id> {
  return { id, sessionId: query.session, locale: query.lang, expires: query.expires };
}
