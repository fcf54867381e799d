import type { Locale } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentLines, subscriptionExtensions, type subscriptions } from '../../../src/db/schema/index';
import { createSubscription, newKey } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import { setNow } from './fixture';

/** Moves the app's clock to noon in Bishkek on a calendar day (billing, notices and the term rules share it). */
export function onDay(app: FastifyInstance, day: string): void {
  setNow(app, `${day}T06:00:00Z`);
}

/**
 * An active 12-month iPhone subscription in Bishkek whose term ends on `end` (a 1st, so the payments'
 * day is 1): every month paid (`billingPeriod` 13), or the last one still to come (12), and so on.
 */
export async function endingOn(
  app: FastifyInstance,
  clientId: number,
  end: string,
  overrides: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const [year, month] = end.split('-').map(Number) as [number, number];
  return createSubscription(app, clientId, {
    term: 12,
    monthlyTotal: 250_000,
    rentMonthly: 250_000,
    startDate: `${year - 1}-${String(month).padStart(2, '0')}-01`,
    endDate: end,
    nextPaymentDate: end,
    billingPeriod: 13,
    billingDay: 1,
    ...overrides,
  });
}

export function extendQuote(
  app: FastifyInstance,
  token: string,
  subscriptionID: unknown,
  locale: Locale = 'ru',
) {
  return apiInject(app, { path: 'subscription/extend-quote/', body: { subscriptionID }, token, locale });
}

export function extend(
  app: FastifyInstance,
  token: string,
  body: object,
  options: { key?: string | undefined; locale?: Locale } = {},
) {
  return apiInject(app, {
    path: 'subscription/extend/',
    body,
    token,
    locale: options.locale ?? 'ru',
    headers: { 'idempotency-key': 'key' in options ? options.key : newKey() },
  });
}

export async function extensionsOf(app: FastifyInstance, subscriptionId: number) {
  return app.db
    .select()
    .from(subscriptionExtensions)
    .where(eq(subscriptionExtensions.subscriptionId, subscriptionId))
    .orderBy(subscriptionExtensions.id);
}

/** A payment's lines as [kind, amount] in their order. */
export async function linesOf(app: FastifyInstance, paymentId: number) {
  const rows = await app.db
    .select()
    .from(paymentLines)
    .where(and(eq(paymentLines.paymentId, paymentId)))
    .orderBy(paymentLines.position);
  return rows.map((row) => [row.kind, row.amount]);
}
