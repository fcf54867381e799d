import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bonusLedger, clients, payments, promoCodes } from '../../../src/db/schema/index';
import { newKey } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';

let counter = 0;

/** Points given the way an operator's adjustment would: a ledger row and the balance beside it. */
export async function givePoints(app: FastifyInstance, clientId: number, points: number): Promise<void> {
  if (points === 0) return;
  counter += 1;
  await app.db.transaction(async (tx) => {
    await tx.insert(bonusLedger).values({
      clientId,
      amount: points,
      reason: 'adjustment',
      idempotencyKey: `test:adjustment:${clientId}:${counter}:${Date.now()}`,
    });
    await tx
      .update(clients)
      .set({ bonus: sql`${clients.bonus} + ${points}` })
      .where(eq(clients.id, clientId));
  });
}

/** A charge that failed: due, and payable with points. */
export async function failedPayment(
  app: FastifyInstance,
  clientId: number,
  subscriptionId: number,
  overrides: Partial<typeof payments.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(payments)
    .values({
      clientId,
      subscriptionId,
      period: 2,
      type: 'subscription',
      status: 'fail',
      amount: 250_000,
      attempts: 1,
      failureCode: 'insufficient_funds',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no payment');
  return row;
}

export async function balanceOf(app: FastifyInstance, clientId: number) {
  const [client] = await app.db
    .select({ bonus: clients.bonus })
    .from(clients)
    .where(eq(clients.id, clientId));
  const [ledger] = await app.db
    .select({
      sum: sql<number>`coalesce(sum(${bonusLedger.amount}), 0)::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(bonusLedger)
    .where(eq(bonusLedger.clientId, clientId));
  return { bonus: client?.bonus, ledgerSum: Number(ledger?.sum), ledgerRows: Number(ledger?.rows) };
}

export async function usedCount(app: FastifyInstance, code: string): Promise<number | undefined> {
  const [row] = await app.db
    .select({ used: promoCodes.usedCount })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  return row?.used;
}

export function redeem(
  app: FastifyInstance,
  token: string,
  promo: unknown,
  options: { locale?: 'ru' | 'en'; key?: string } = {},
) {
  return apiInject(app, {
    path: 'bonus/promo/',
    body: { promo },
    token,
    locale: options.locale ?? 'ru',
    headers: { 'idempotency-key': options.key ?? newKey() },
  });
}

export function payWithPoints(
  app: FastifyInstance,
  token: string,
  body: unknown,
  options: { locale?: 'ru' | 'en'; key?: string } = {},
) {
  return apiInject(app, {
    path: 'bonus/subscription/',
    body,
    token,
    locale: options.locale ?? 'ru',
    headers: { 'idempotency-key': options.key ?? newKey() },
  });
}
