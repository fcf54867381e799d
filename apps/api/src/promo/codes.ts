import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { promoCodes, promoRedemptions } from '../db/schema/index';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The code's row and whether this client redeemed it before. */
export async function findPromoCode(
  db: Db,
  code: string,
  clientId: number,
): Promise<{ row: PromoCodeRow | null; used: boolean }> {
  const rows = await db
    .select({ promo: promoCodes, redeemed: promoRedemptions.id })
    .from(promoCodes)
    .leftJoin(
      promoRedemptions,
      and(eq(promoRedemptions.promoCodeId, promoCodes.id), eq(promoRedemptions.clientId, clientId)),
    )
    .where(eq(promoCodes.code, code))
    .limit(1);
  const row = rows[0];
  return { row: row?.promo ?? null, used: row?.redeemed != null };
}

/**
 * Takes one use of the code for this client, inside the caller's transaction: within the global cap
 * (one conditional update, so concurrent uses never pass it) and once per client (the unique
 * redemption).
 */
export async function takePromoUse(
  tx: Db,
  promoId: number,
  clientId: number,
): Promise<'ok' | 'used_up' | 'already_used'> {
  const taken = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        sql`(${promoCodes.maxUses} is null or ${promoCodes.usedCount} < ${promoCodes.maxUses})`,
      ),
    )
    .returning({ id: promoCodes.id });
  if (taken.length === 0) return 'used_up';
  const redeemed = await tx
    .insert(promoRedemptions)
    .values({ clientId, promoCodeId: promoId })
    .onConflictDoNothing()
    .returning({ id: promoRedemptions.id });
  return redeemed.length === 0 ? 'already_used' : 'ok';
}

/** Gives a use back (an order erased after its first charge failed): the count and the redemption. */
export async function giveBackPromoUse(tx: Db, promoId: number, clientId: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} - 1` })
    .where(and(eq(promoCodes.id, promoId), sql`${promoCodes.usedCount} > 0`));
  await tx
    .delete(promoRedemptions)
    .where(and(eq(promoRedemptions.clientId, clientId), eq(promoRedemptions.promoCodeId, promoId)));
}
