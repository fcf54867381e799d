import { and, asc, count, countDistinct, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { promoCodes, promoRedemptions, subscriptions } from '../db/schema/index';
import type { PromoCodeRow } from './codes';

/** A code with how much it was used: uses in total (the atomic count) and the clients who used it. */
export interface PromoCodeUsage {
  row: PromoCodeRow;
  clients: number;
}

/** What staff set on a code; the count of uses is the promo rules' alone. */
export type PromoTerms = Pick<
  typeof promoCodes.$inferInsert,
  'code' | 'kind' | 'amount' | 'percent' | 'appliesTo' | 'validFrom' | 'validUntil' | 'maxUses' | 'active'
>;

// Spelled out: inside a one-table select drizzle leaves column names bare, and "id" would be the inner one.
const clientsUsed = sql<number>`(select count(distinct r.client_id)::int from promo_redemptions r
  where r.promo_code_id = "promo_codes"."id")`;

/** Every code, the active first, newest first within each. */
export async function listPromoCodes(db: Db): Promise<PromoCodeUsage[]> {
  const rows = await db
    .select({ row: promoCodes, clients: clientsUsed })
    .from(promoCodes)
    .orderBy(desc(promoCodes.active), desc(promoCodes.createdAt), asc(promoCodes.id));
  return rows.map(({ row, clients }) => ({ row, clients: Number(clients) }));
}

export async function promoCodeUsage(db: Db, id: number): Promise<PromoCodeUsage | null> {
  const [found] = await db
    .select({ row: promoCodes, clients: clientsUsed })
    .from(promoCodes)
    .where(eq(promoCodes.id, id));
  return found ? { row: found.row, clients: Number(found.clients) } : null;
}

/** The code's row under a lock: a use taken meanwhile waits for the edit, or the edit sees it. */
export async function lockPromoCode(tx: Db, id: number): Promise<PromoCodeRow | null> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return row ?? null;
}

/**
 * Used at all: a use counted, a client's redemption, or an order that names it (a seeded or an
 * imported count may have no redemption rows).
 */
export async function promoCodeUsed(tx: Db, row: PromoCodeRow): Promise<boolean> {
  if (row.usedCount > 0) return true;
  const [redeemed] = await tx
    .select({ n: count() })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.promoCodeId, row.id));
  const [ordered] = await tx
    .select({ n: countDistinct(subscriptions.id) })
    .from(subscriptions)
    .where(eq(subscriptions.promoCodeId, row.id));
  return (redeemed?.n ?? 0) > 0 || (ordered?.n ?? 0) > 0;
}

/** Whether another code already has this text. */
export async function promoCodeTaken(tx: Db, code: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      exceptId === null
        ? eq(promoCodes.code, code)
        : and(eq(promoCodes.code, code), ne(promoCodes.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

/** A new code; null when a code of the same text was written meanwhile (the unique index). */
export async function insertPromoCode(tx: Db, terms: PromoTerms): Promise<number | null> {
  const [row] = await tx
    .insert(promoCodes)
    .values(terms)
    .onConflictDoNothing({ target: promoCodes.code })
    .returning({ id: promoCodes.id });
  return row?.id ?? null;
}

/** A staff edit or switch: the terms given, and the version raised. */
export async function updatePromoCode(tx: Db, id: number, terms: Partial<PromoTerms>): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ ...terms, version: sql`${promoCodes.version} + 1` })
    .where(eq(promoCodes.id, id));
}
