import { randomBytes } from 'node:crypto';
import { addDays, type Locale, PAYMENT_CALLBACK_PATH, todayInBishkek } from '@ijara/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ConfigInput } from '../../src/config/index';
import { DEV_WEBHOOK_SECRET } from '../../src/config/payments';
import { auditLog, cards, payments, subscriptions } from '../../src/db/schema/index';
import { SIGNATURE_HEADER, signatureHeader } from '../../src/gateways/sandbox/signature';
import { parseExpiry } from '../../src/gateways/sandbox/test-cards';
import { apiInject } from './request';

/**
 * Payment suites deliver callbacks only when they say so, and see timeouts in seconds, not tens: the
 * time limit stays under the slow card's delay, and above what a charge takes on a loaded CI machine
 * (300 ms left some charges "processing" when the whole suite ran at once).
 */
export const PAYMENT_TEST_CONFIG: ConfigInput = {
  SANDBOX_DELIVERY_INTERVAL_MS: '0',
  GATEWAY_TIMEOUT_MS: '1500',
  SANDBOX_SLOW_MS: '2000',
  SANDBOX_REORDER_DELAY_MS: '0',
};

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  threeDs: '4000 0000 0000 3220',
  chargeDeclined: '4000 0000 0000 0341',
} as const;

export const DAY_MS = 86_400_000;

export function newKey(): string {
  return `test-${randomBytes(12).toString('hex')}`;
}

/** An active subscription due today (overrides win), straight into the database. */
export async function createSubscription(
  app: FastifyInstance,
  clientId: number,
  overrides: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const today = todayInBishkek();
  const [row] = await app.db
    .insert(subscriptions)
    .values({
      clientId,
      modelId: 1,
      cityId: 1,
      status: 2,
      term: 12,
      delivery: 'pickup',
      officeId: 1,
      monthlyTotal: 250_000,
      startDate: addDays(today, -30),
      nextPaymentDate: today,
      billingPeriod: 2,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no subscription');
  return row;
}

/** A card bound the way the gateway reports it: a sandbox token of `number` and its card.bound callback. */
export async function bindCard(app: FastifyInstance, clientId: number, number: string = CARDS.success) {
  const expiry = parseExpiry('12/39');
  if (!expiry) throw new Error('bad expiry');
  const card = await app.sandboxGateway.binding.issueCard(number, expiry);
  await app.payments.callbacks.apply({
    id: `test_${randomBytes(8).toString('hex')}`,
    type: 'card.bound',
    reference: String(clientId),
    sessionId: 'ses_test',
    card,
  });
  const [row] = await app.db.select().from(cards).where(eq(cards.gatewayToken, card.token));
  if (!row) throw new Error('card not stored');
  return row;
}

/** A signed callback as the gateway sends it. */
export function postCallback(
  app: FastifyInstance,
  body: string,
  options: { at?: Date; secret?: string; signature?: string } = {},
): Promise<LightMyRequestResponse> {
  const signature =
    options.signature ??
    signatureHeader(options.secret ?? DEV_WEBHOOK_SECRET, body, options.at ?? new Date());
  return app.inject({
    method: 'POST',
    url: PAYMENT_CALLBACK_PATH,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

export function payNow(
  app: FastifyInstance,
  token: string,
  paymentId: number,
  options: { key?: string; locale?: Locale } = {},
) {
  return apiInject(app, {
    path: 'payment/payment-create/',
    body: { type: '2', paymentID: paymentId },
    token,
    locale: options.locale ?? 'ru',
    headers: { 'idempotency-key': options.key ?? newKey() },
  });
}

export async function paymentsOf(app: FastifyInstance, subscriptionId: number) {
  return app.db
    .select()
    .from(payments)
    .where(eq(payments.subscriptionId, subscriptionId))
    .orderBy(payments.id);
}

export async function subscriptionOf(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error('no subscription');
  return row;
}

export async function auditActions(app: FastifyInstance, clientId: number): Promise<string[]> {
  const rows = await app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.clientId, clientId),
        sql`(${auditLog.action} like 'payment.%' or ${auditLog.action} like 'card.%')`,
      ),
    )
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

/** Moves the payment rules' clock (retry schedule, "today", reconciliation age) by `days`. */
export function travel(app: FastifyInstance, days: number): void {
  app.clock.now = () => new Date(Date.now() + days * DAY_MS);
}
