import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authCodes, codeSends, sessions, telegramTickets } from '../../db/schema/index';

export interface Forgotten {
  /** Live sessions revoked. */
  sessions: number;
  /** Sign-in codes, code sends and Telegram tickets deleted: they hold the phone. */
  signInRecords: number;
}

/**
 * Erasure of a client (docs/decisions/022): every live token stops working at once, and what sign-in
 * kept by phone number goes. Runs inside the erasure's transaction.
 */
export async function forgetClient(tx: Db, client: { id: number; phone: string }): Promise<Forgotten> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.clientId, client.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const codes = await tx
    .delete(authCodes)
    .where(eq(authCodes.phone, client.phone))
    .returning({ id: authCodes.id });
  const sends = await tx
    .delete(codeSends)
    .where(eq(codeSends.phone, client.phone))
    .returning({ id: codeSends.id });
  const tickets = await tx
    .delete(telegramTickets)
    .where(or(eq(telegramTickets.clientId, client.id), eq(telegramTickets.phone, client.phone)))
    .returning({ id: telegramTickets.id });
  return { sessions: revoked.length, signInRecords: codes.length + sends.length + tickets.length };
}

/** What forgetClient would touch, without touching it (the ops erase preview). */
export async function countClientTraces(db: Db, client: { id: number; phone: string }): Promise<Forgotten> {
  const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const n = sql<number>`count(*)::int`;
  const live = await count(
    db
      .select({ n })
      .from(sessions)
      .where(
        and(eq(sessions.clientId, client.id), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`),
      ),
  );
  const records =
    (await count(db.select({ n }).from(authCodes).where(eq(authCodes.phone, client.phone)))) +
    (await count(db.select({ n }).from(codeSends).where(eq(codeSends.phone, client.phone)))) +
    (await count(
      db
        .select({ n })
        .from(telegramTickets)
        .where(or(eq(telegramTickets.clientId, client.id), eq(telegramTickets.phone, client.phone))),
    ));
  return { sessions: live, signInRecords: records };
}
