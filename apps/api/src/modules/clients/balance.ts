import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { namedRows, reusable } from '../../db/prepared';
import { clients } from '../../db/schema/index';

/**
 * The points balance beside the ledger: the caller writes the ledger row in the same transaction.
 * A debit is one conditional update (`bonus >= points`), so the balance cannot go below zero however
 * many run at once; the column's check is the backstop.
 */

/** Named: refunds, claims and promo codes add points (parsed once per connection). */
const addToBalance = reusable((db) =>
  db
    .update(clients)
    .set({ bonus: sql`${clients.bonus} + ${sql.placeholder('points')}`, updatedAt: sql`now()` })
    .where(eq(clients.id, sql.placeholder('clientId')))
    .returning({ bonus: clients.bonus })
    .prepare('client_add_bonus'),
);

/** Adds points; answers the new balance, or null: no such client. */
export async function addBonus(tx: Db, clientId: number, points: number): Promise<number | null> {
  const [row] = await addToBalance(tx).execute({ clientId, points });
  return row?.bonus ?? null;
}

/**
 * Credits points once per ledger key: the ledger row and the balance in one statement (cashback of
 * every charge). False when the key was credited before (nothing written).
 */
export async function creditBonusOnce(
  tx: Db,
  entry: { clientId: number; points: number; reason: 'cashback'; paymentId: number; key: string },
): Promise<boolean> {
  const rows = await namedRows<{ id: number }>(
    tx,
    'client_credit_bonus_once',
    sql`with entry as (
          insert into bonus_ledger (client_id, amount, reason, payment_id, idempotency_key)
          values (${entry.clientId}::int, ${entry.points}::int, ${entry.reason}, ${entry.paymentId}::int, ${entry.key})
          on conflict do nothing
          returning client_id, amount)
        update clients c set bonus = c.bonus + entry.amount, updated_at = now()
        from entry where c.id = entry.client_id
        returning c.id`,
  );
  return rows.length > 0;
}

/** Takes points when the balance covers them; answers the new balance, or null (nothing written). */
export async function takeBonus(tx: Db, clientId: number, points: number): Promise<number | null> {
  const [row] = await tx
    .update(clients)
    .set({ bonus: sql`${clients.bonus} - ${points}`, updatedAt: sql`now()` })
    .where(and(eq(clients.id, clientId), sql`${clients.bonus} >= ${points}`))
    .returning({ bonus: clients.bonus });
  return row?.bonus ?? null;
}
