import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { bonusLedger, cards, payments, subscriptions } from '../../../db/schema/index';
import { rawRows } from '../../../lib/raw-rows';
import type { ClientWrites } from '../../clients/index';

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The SQL of settling charges: the payment row, its subscription's dates, cashback. */
export class ChargeRepository {
  constructor(
    readonly db: Db,
    private readonly clients: Pick<ClientWrites, 'addBonus'>,
  ) {}

  async lockPayment(tx: Db, paymentId: number): Promise<PaymentRow | null> {
    const rows = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    return rows[0] ?? null;
  }

  async find(paymentId: number): Promise<PaymentRow | null> {
    const rows = await this.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    return rows[0] ?? null;
  }

  async markSucceeded(tx: Db, paymentId: number, chargeId: string): Promise<void> {
    await tx
      .update(payments)
      .set({
        status: 'success',
        gatewayPaymentId: chargeId,
        failureCode: null,
        nextAttemptAt: null,
        paidAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, paymentId));
  }

  /** Paid in full with bonus points: no card, no gateway charge. */
  async markPaidWithPoints(tx: Db, paymentId: number): Promise<void> {
    await tx
      .update(payments)
      .set({
        status: 'success',
        bonusUsed: sql`${payments.amount}`,
        cardId: null,
        gateway: 'points',
        failureCode: null,
        nextAttemptAt: null,
        paidAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, paymentId));
  }

  async markFailed(
    tx: Db,
    paymentId: number,
    values: { chargeId: string | null; code: string; nextAttemptAt: Date | null },
  ): Promise<void> {
    await tx
      .update(payments)
      .set({
        status: 'fail',
        ...(values.chargeId ? { gatewayPaymentId: values.chargeId } : {}),
        failureCode: values.code,
        nextAttemptAt: values.nextAttemptAt,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, paymentId));
  }

  async lockSubscription(tx: Db, subscriptionId: number): Promise<SubscriptionRow | null> {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for('update');
    return rows[0] ?? null;
  }

  /** The paid period is over: the next one opens on `nextPaymentDate`, and nothing is overdue. */
  async advance(tx: Db, subscriptionId: number, nextPaymentDate: string): Promise<void> {
    await tx
      .update(subscriptions)
      .set({
        nextPaymentDate,
        billingPeriod: sql`${subscriptions.billingPeriod} + 1`,
        overdueSince: null,
        updatedAt: sql`now()`,
      })
      .where(eq(subscriptions.id, subscriptionId));
  }

  async markOverdue(tx: Db, subscriptionId: number): Promise<void> {
    await tx
      .update(subscriptions)
      .set({ overdueSince: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.overdueSince)));
  }

  /** One ledger row per payment (its unique key) and the balance beside it; false when credited before. */
  async creditCashback(tx: Db, clientId: number, paymentId: number, points: number): Promise<boolean> {
    const rows = await tx
      .insert(bonusLedger)
      .values({
        clientId,
        amount: points,
        reason: 'cashback',
        paymentId,
        idempotencyKey: `cashback:payment:${paymentId}`,
      })
      .onConflictDoNothing()
      .returning({ id: bonusLedger.id });
    if (rows.length === 0) return false;
    await this.clients.addBonus(tx, clientId, points);
    return true;
  }

  /** Raises the refunded total (never lowers it: a late callback of a smaller refund changes nothing). */
  async raiseRefund(tx: Db, paymentId: number, total: number): Promise<boolean> {
    const rows = await tx
      .update(payments)
      .set({ refundedAmount: total, updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.id, paymentId),
          sql`${payments.refundedAmount} < ${total}`,
          sql`${payments.amount} >= ${total}`,
        ),
      )
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  async activeCard(tx: Db, clientId: number): Promise<{ id: number; token: string } | null> {
    const rows = await tx
      .select({ id: cards.id, token: cards.gatewayToken })
      .from(cards)
      .where(and(eq(cards.clientId, clientId), eq(cards.active, true), isNull(cards.removedAt)))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * Marks try `attempt` as handed to the gateway and reads the card's token, in one statement: false
   * when the try is no longer this claim's to send (settled, superseded, or sent by another process).
   */
  async markSent(claim: { paymentId: number; attempt: number; cardId: number | null }) {
    const rows = await rawRows<{ token: string | null }>(
      this.db,
      sql`update payments set sent_attempts = ${claim.attempt}
          where id = ${claim.paymentId} and status = 'processing'
            and attempts = ${claim.attempt} and sent_attempts < ${claim.attempt}
          returning (select c.gateway_token from cards c where c.id = ${claim.cardId}) as token`,
    );
    const row = rows[0];
    return row ? { sent: true as const, token: row.token } : { sent: false as const };
  }

  async cardToken(cardId: number): Promise<string | null> {
    const rows = await this.db
      .select({ token: cards.gatewayToken })
      .from(cards)
      .where(eq(cards.id, cardId))
      .limit(1);
    return rows[0]?.token ?? null;
  }
}
