import { desc, eq } from 'drizzle-orm';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { bonusLedger, clients, payments, promoCodes } from '../../db/schema/index';
import { findPromoCode, type PromoCodeRow, takePromoUse } from '../../promo/codes';
import type { ClientWrites } from '../clients/index';

/** How many ledger rows bonus/info/ answers, newest first. */
export const HISTORY_LIMIT = 200;

export type LedgerReason = (typeof bonusLedger.$inferInsert)['reason'];

export interface HistoryRow {
  id: number;
  reason: LedgerReason;
  amount: number;
  createdAt: Date;
  promo: string | null;
  paymentId: number | null;
  subscriptionId: number | null;
}

/**
 * The points ledger: one row per credit or debit, and `clients.bonus` kept equal to their sum in the
 * same transaction (the clients module writes the balance; its debit cannot go below zero).
 */
export class BonusRepository {
  constructor(
    readonly db: Db,
    private readonly clients: Pick<ClientWrites, 'addBonus' | 'takeBonus'>,
  ) {}

  async balance(clientId: number): Promise<number | null> {
    const rows = await this.db.select({ bonus: clients.bonus }).from(clients).where(eq(clients.id, clientId));
    return rows[0]?.bonus ?? null;
  }

  history(clientId: number): Promise<HistoryRow[]> {
    return this.db
      .select({
        id: bonusLedger.id,
        reason: bonusLedger.reason,
        amount: bonusLedger.amount,
        createdAt: bonusLedger.createdAt,
        promo: promoCodes.code,
        paymentId: bonusLedger.paymentId,
        subscriptionId: payments.subscriptionId,
      })
      .from(bonusLedger)
      .leftJoin(promoCodes, eq(promoCodes.id, bonusLedger.promoCodeId))
      .leftJoin(payments, eq(payments.id, bonusLedger.paymentId))
      .where(eq(bonusLedger.clientId, clientId))
      .orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id))
      .limit(HISTORY_LIMIT);
  }

  /** The code's row and whether this client redeemed it before. */
  promo(tx: Db, code: string, clientId: number): Promise<{ row: PromoCodeRow | null; used: boolean }> {
    return findPromoCode(tx, code, clientId);
  }

  /** Takes one use of the code for this client (global cap and once per client). */
  takePromo(tx: Db, promoId: number, clientId: number): Promise<'ok' | 'used_up' | 'already_used'> {
    return takePromoUse(tx, promoId, clientId);
  }

  /** A credit: its ledger row (unique key) and the balance beside it; answers the new balance. */
  async credit(
    tx: Db,
    entry: { clientId: number; amount: number; reason: LedgerReason; key: string; promoCodeId?: number },
  ): Promise<number> {
    await tx.insert(bonusLedger).values({
      clientId: entry.clientId,
      amount: entry.amount,
      reason: entry.reason,
      promoCodeId: entry.promoCodeId ?? null,
      idempotencyKey: entry.key,
    });
    const balance = await this.clients.addBonus(tx, entry.clientId, entry.amount);
    if (balance === null) throw new Error('client vanished during a credit');
    return balance;
  }

  /** A debit for a payment; null (nothing written) when the balance is short. */
  async debitForPayment(tx: Db, clientId: number, amount: number, paymentId: number): Promise<number | null> {
    const balance = await this.clients.takeBonus(tx, clientId, amount);
    if (balance === null) return null;
    await tx.insert(bonusLedger).values({
      clientId,
      amount: -amount,
      reason: 'payment',
      paymentId,
      idempotencyKey: `points:payment:${paymentId}`,
    });
    return balance;
  }

  /** One audit row per points movement (DESIGN.md §5): ids and amounts only. */
  async audit(
    tx: Db,
    entry: {
      clientId: number;
      action: string;
      ip: string;
      entity: string;
      entityId: number;
      details: object;
    },
  ): Promise<void> {
    await writeAudit(tx, { ...entry, actor: 'client' });
  }
}
