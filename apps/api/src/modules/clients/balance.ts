import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/index';

/**
 * The points balance beside the ledger: the caller writes the ledger row in the same transaction.
 * A debit is one conditional update (`bonus >= points`), so the balance cannot go below zero however
 * many run at once; the column's check is the backstop.
 */

/** Adds points; answers the new balance, or null: no such client. */
export async function addBonus(tx: Db, clientId: number, points: number): Promise<number | null> {
  // Named: every charge's cashback adds points (parsed once per connection).
  const [row] = await tx
    .update(clients)
    .set({ bonus: sql`${clients.bonus} + ${sql.placeholder('points')}`, updatedAt: sql`now()` })
    .where(eq(clients.id, sql.placeholder('clientId')))
    .returning({ bonus: clients.bonus })
    .prepare('client_add_bonus')
    .execute({ clientId, points });
  return row?.bonus ?? null;
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
