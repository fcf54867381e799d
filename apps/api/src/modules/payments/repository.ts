import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { cards, payments } from '../../db/schema/index';
import type { ChargeClaim } from './charges/service';
import { type StoredLine, storedLinesOf } from './lines';

export type ListedPayment = typeof payments.$inferSelect & { maskedPan: string | null };

/** What payment/list/ shows of a payment: see toPayment. */
export type ShownPayment = Pick<
  ListedPayment,
  | 'id'
  | 'type'
  | 'status'
  | 'amount'
  | 'paidAt'
  | 'createdAt'
  | 'subscriptionId'
  | 'refundedAmount'
  | 'maskedPan'
>;

export type PaymentWithLines = ShownPayment & { lines: StoredLine[] | null };

/** A try of a due payment the client started (pay-now): they see its outcome on the page. */
export type ClientTry = ChargeClaim & { clientId: number; subscriptionId: number | null };

export type PayNowClaim =
  | { kind: 'claimed'; claim: ChargeClaim }
  | { kind: 'missing' | 'paid' | 'processing' | 'no_card' };

/** The history of a client's payments and the claim of a due one for paying now. */
export class PaymentRepository {
  /**
   * A read of every payments page, with each payment's lines, in one round trip: its SQL is built once,
   * and PostgreSQL plans it once per connection. Only the columns the answer shows.
   */
  private readonly ofClient = prepared(() =>
    this.db
      .select({
        id: payments.id,
        type: payments.type,
        status: payments.status,
        amount: payments.amount,
        paidAt: payments.paidAt,
        createdAt: payments.createdAt,
        subscriptionId: payments.subscriptionId,
        refundedAmount: payments.refundedAmount,
        maskedPan: cards.maskedPan,
        lines: storedLinesOf(payments.id),
      })
      .from(payments)
      .leftJoin(cards, eq(cards.id, payments.cardId))
      .where(eq(payments.clientId, sql.placeholder('clientId')))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .prepare('payments_of_client'),
  );

  constructor(private readonly db: Db) {}

  list(clientId: number): Promise<PaymentWithLines[]> {
    return this.ofClient().execute({ clientId });
  }

  async find(clientId: number, paymentId: number): Promise<ListedPayment | null> {
    const rows = await this.db
      .select({ payment: payments, maskedPan: cards.maskedPan })
      .from(payments)
      .leftJoin(cards, eq(cards.id, payments.cardId))
      .where(and(eq(payments.id, paymentId), eq(payments.clientId, clientId)))
      .limit(1);
    const row = rows[0];
    return row ? { ...row.payment, maskedPan: row.maskedPan } : null;
  }

  /**
   * A failed (unpaid) payment of the client, moved to "processing" on its next try with the active card;
   * `onClaimed` runs in the claim's transaction.
   */
  async claimForPayNow(
    clientId: number,
    paymentId: number,
    onClaimed: (tx: Db, claim: ClientTry) => Promise<void>,
  ): Promise<PayNowClaim> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.clientId, clientId)))
        .for('update');
      if (!payment) return { kind: 'missing' };
      if (payment.status === 'success') return { kind: 'paid' };
      if (payment.status === 'processing') return { kind: 'processing' };
      const [card] = await tx
        .select({ id: cards.id })
        .from(cards)
        .where(and(eq(cards.clientId, clientId), eq(cards.active, true), isNull(cards.removedAt)))
        .limit(1);
      if (!card) return { kind: 'no_card' };
      const [claimed] = await tx
        .update(payments)
        .set({
          status: 'processing',
          attempts: sql`${payments.attempts} + 1`,
          cardId: card.id,
          nextAttemptAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, paymentId))
        .returning();
      if (!claimed) return { kind: 'missing' };
      const claim = { paymentId, attempt: claimed.attempts, amount: claimed.amount, cardId: card.id };
      await onClaimed(tx, { ...claim, clientId, subscriptionId: claimed.subscriptionId });
      return { kind: 'claimed', claim };
    });
  }
}
