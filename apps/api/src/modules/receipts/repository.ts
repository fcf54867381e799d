import type { Locale, TPaymentLine } from '@ijara/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cards, models, payments, sessions, subscriptions } from '../../db/schema/index';
import { paymentLinesOf } from '../payments/index';

/** A payment with what its receipt names: the card, the subscription's term and dates, the model. */
export interface ReceiptRow {
  id: number;
  type: 'subscription' | 'insurance' | 'delivery';
  status: 'success' | 'fail' | 'processing';
  amount: number;
  bonusUsed: number;
  refundedAmount: number;
  period: number;
  subscriptionId: number | null;
  paidAt: Date | null;
  dueAt: Date | null;
  createdAt: Date;
  maskedPan: string | null;
  subscription: { term: number; startDate: string | null; billingDay: number | null } | null;
  model: { nameRu: string; nameEn: string } | null;
}

const receiptColumns = {
  id: payments.id,
  type: payments.type,
  status: payments.status,
  amount: payments.amount,
  bonusUsed: payments.bonusUsed,
  refundedAmount: payments.refundedAmount,
  period: payments.period,
  subscriptionId: payments.subscriptionId,
  paidAt: payments.paidAt,
  dueAt: payments.dueAt,
  createdAt: payments.createdAt,
  maskedPan: cards.maskedPan,
  subscription: {
    term: subscriptions.term,
    startDate: subscriptions.startDate,
    billingDay: subscriptions.billingDay,
  },
  model: { nameRu: models.nameRu, nameEn: models.nameEn },
};

/** Reads payments for their receipts: only ever those of the asking session's client. */
export class ReceiptRepository {
  constructor(private readonly db: Db) {}

  /** The payment's lines in `locale`; empty for a payment made before lines were kept. */
  async lines(paymentId: number, locale: Locale): Promise<TPaymentLine[]> {
    return (await paymentLinesOf(this.db, [paymentId], locale)).get(paymentId) ?? [];
  }

  /**
   * A payment of the session's client, whatever its status, with the session's token hash — the key
   * of its download links (decision 028). Null when the payment is someone else's or does not exist,
   * or the session has ended (log-out, deletion, expiry): the receipt call and the PDF link alike.
   */
  async findForSession(
    sessionId: number,
    paymentId: number,
  ): Promise<{ row: ReceiptRow; tokenHash: string } | null> {
    const rows = await this.db
      .select({ ...receiptColumns, tokenHash: sessions.tokenHash })
      .from(payments)
      .innerJoin(sessions, eq(sessions.clientId, payments.clientId))
      .leftJoin(cards, eq(cards.id, payments.cardId))
      .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
      .leftJoin(models, eq(models.id, subscriptions.modelId))
      .where(
        and(
          eq(payments.id, paymentId),
          eq(sessions.id, sessionId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    const found = rows[0];
    if (!found) return null;
    const { tokenHash, ...row } = found;
    return { row, tokenHash };
  }
}
