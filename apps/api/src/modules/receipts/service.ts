import type { Locale, TReceipt, TReceiptPdfLink } from '@ijara/contract';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { LinkFields } from '../../lib/signed-link';
import type { CatalogService } from '../catalog/index';
import { receiptLinks } from './download-link';
import type { ReceiptRepository, ReceiptRow } from './repository';
import { toReceipt } from './to-receipt';

/** Ids are PostgreSQL integers: anything else names no payment (and never reaches the database). */
const MAX_ID = 2_147_483_647;

export function parsePaymentId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** Only a successful payment has a receipt; the others say why in the person's words. */
function assertPaid(row: ReceiptRow): void {
  if (row.status === 'fail') throw new AppError('not_found', { text: 'receiptPaymentFailed' });
  if (row.status === 'processing') throw new AppError('not_found', { text: 'receiptPaymentProcessing' });
}

const linkExpired = () => new AppError('forbidden', { text: 'receiptLinkExpired' });

/** payment/receipt/{id}/ and the PDF behind its signed link (docs/decisions/028). */
export class ReceiptService {
  constructor(
    private readonly repository: ReceiptRepository,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
  ) {}

  /** The receipt of a payment of the session's client, and a fresh link to its PDF in `locale`. */
  async receipt(
    session: { sessionId: number },
    paymentParam: string | undefined,
    locale: Locale,
  ): Promise<{ receipt: TReceipt; pdf: TReceiptPdfLink }> {
    const paymentId = parsePaymentId(paymentParam);
    const found =
      paymentId === null ? null : await this.repository.findForSession(session.sessionId, paymentId);
    if (!found || paymentId === null) throw new AppError('not_found', { text: 'paymentNotFound' });
    assertPaid(found.row);
    const expires = receiptLinks.expiresFrom(this.clock.now());
    const link: LinkFields = { id: paymentId, sessionId: session.sessionId, locale, expires };
    return {
      receipt: await this.toReceipt(found.row, locale),
      pdf: {
        path: receiptLinks.path(found.tokenHash, link),
        expiresAt: new Date(expires * 1000).toISOString(),
      },
    };
  }

  /**
   * The receipt a PDF link names. An expired, altered or foreign link, or one whose session has ended,
   * gets the same 403: it tells nothing about other payments.
   */
  async byLink(link: LinkFields, signature: string): Promise<TReceipt> {
    if (link.expires * 1000 <= this.clock.now().getTime()) throw linkExpired();
    const found = await this.repository.findForSession(link.sessionId, link.id);
    if (!found || !receiptLinks.matches(found.tokenHash, link, signature)) throw linkExpired();
    assertPaid(found.row);
    return this.toReceipt(found.row, link.locale);
  }

  private async toReceipt(row: ReceiptRow, locale: Locale): Promise<TReceipt> {
    const [catalog, lines] = await Promise.all([
      this.catalog.catalog(locale),
      this.repository.lines(row.id, locale),
    ]);
    return toReceipt(row, catalog.org, locale, lines);
  }
}
