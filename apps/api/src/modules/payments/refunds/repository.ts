import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { bonusLedger, refunds } from '../../../db/schema/index';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/** The refunds table (docs/decisions/041); the payment's own refunded total lives on `payments`. */
export class RefundRepository {
  constructor(readonly db: Db) {}

  async byKey(tx: Db, key: string): Promise<RefundRow | null> {
    const rows = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
    return rows[0] ?? null;
  }

  async lock(tx: Db, id: number): Promise<RefundRow | null> {
    const rows = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    return rows[0] ?? null;
  }

  /** Refunded or being refunded: what is no longer left of the payment. */
  async taken(tx: Db, paymentId: number): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string | number>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'succeeded'])));
    return Number(row?.total ?? 0);
  }

  async insert(tx: Db, values: NewRefund): Promise<RefundRow> {
    const [row] = await tx.insert(refunds).values(values).returning();
    if (!row) throw new Error('refund not inserted');
    return row;
  }

  async countTry(tx: Db, id: number): Promise<void> {
    await tx
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1` })
      .where(eq(refunds.id, id));
  }

  /**
   * Another refund of the same payment sent without an answer yet (pending, tried) that must settle
   * first: any such one for a refund never sent, an older one for a refund tried itself.
   */
  async inDoubtBefore(tx: Db, row: Pick<RefundRow, 'id' | 'paymentId' | 'attempts'>): Promise<number | null> {
    const rows = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(
          eq(refunds.paymentId, row.paymentId),
          eq(refunds.status, 'pending'),
          gt(refunds.attempts, 0),
          row.attempts > 0 ? lt(refunds.id, row.id) : ne(refunds.id, row.id),
        ),
      )
      .orderBy(refunds.id)
      .limit(1);
    return rows[0]?.id ?? null;
  }

  async settle(tx: Db, id: number, status: 'succeeded' | 'failed', failureCode: string | null = null) {
    await tx
      .update(refunds)
      .set({ status, failureCode, settledAt: sql`now()` })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
  }

  /** Pending rows nobody has finished for a while: the gateway did not answer, or the process died. */
  async stale(before: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, before)))
      .orderBy(refunds.id)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** The cashback a payment earned, if any. */
  async cashbackOf(tx: Db, paymentId: number): Promise<number> {
    const rows = await tx
      .select({ amount: bonusLedger.amount })
      .from(bonusLedger)
      .where(eq(bonusLedger.idempotencyKey, `cashback:payment:${paymentId}`));
    return rows[0]?.amount ?? 0;
  }

  /** A ledger row of points moved by a refund; false when this key moved them before. */
  async ledger(
    tx: Db,
    entry: {
      clientId: number;
      amount: number;
      reason: 'refund' | 'cashback';
      paymentId: number;
      key: string;
    },
  ): Promise<boolean> {
    const rows = await tx
      .insert(bonusLedger)
      .values({
        clientId: entry.clientId,
        amount: entry.amount,
        reason: entry.reason,
        paymentId: entry.paymentId,
        idempotencyKey: entry.key,
      })
      .onConflictDoNothing()
      .returning({ id: bonusLedger.id });
    return rows.length > 0;
  }
}
