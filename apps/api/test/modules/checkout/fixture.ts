import type { TCreateSubscriptionRequest, TSubscriptionDraft } from '@ijara/contract';
import { ZCreateSubscriptionRequest, ZSubscriptionDraft } from '@ijara/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deviceUnits, promoCodes } from '../../../src/db/schema/index';
import { createCheckout } from '../../../src/modules/checkout/create-checkout';
import type { CheckoutDeps, CheckoutService } from '../../../src/modules/checkout/service';
import { createClient } from '../../helpers/auth';
import { bindCard, CARDS } from '../../helpers/payments';

/** Seeded rows the tests name (apps/api/src/db/seed/content): ids follow the content's order. */
export const SEED = {
  bishkek: 1,
  osh: 2,
  karakolUnserved: 3,
  /** iPhone 16, 128 GB: 5 990 / 4 890 / 3 890 som a month in Bishkek, insurance 250 som. */
  iphone: 1,
  chuyOffice: 1,
  manasOffice: 2,
  oshOffice: 3,
  /** Once, 1 500 som; offered with the iPhone. */
  caseGlass: 1,
  /** Monthly, 590 som; offered with the iPhone. */
  airpods: 5,
  /** Monthly; not offered with the iPhone. */
  applePencil: 4,
  /** Employer with a 10% discount. */
  joldoshFinance: 2,
} as const;

export const IPHONE_RENT = { 3: 599_000, 6: 489_000, 12: 389_000 } as const;
export const IPHONE_INSURANCE = 25_000;
export const AIRPODS = 59_000;
export const CASE_GLASS = 150_000;
export const BISHKEK_DELIVERY = 30_000;

/** What the app wires checkout with, on the test app's database and payments. */
export function checkoutDeps(app: FastifyInstance): CheckoutDeps {
  return {
    db: app.db,
    charges: app.payments.charges,
    gateway: app.payments.gateway.name,
    log: app.log,
    catalogue: app.catalog,
    orders: app.subscriptions.read,
    clock: app.clock,
    replacements: app.subscriptions.newerModel,
  };
}

/** The service as the app wires it. */
export function checkoutFor(app: FastifyInstance): CheckoutService {
  return createCheckout(checkoutDeps(app));
}

/** A create called on the service, not through the api: no Idempotency-Key to spend. */
export const NO_KEY = { recordEffect: async () => {} };

export function draft(overrides: Partial<TSubscriptionDraft> = {}) {
  return ZSubscriptionDraft.parse({
    model: SEED.iphone,
    term: 12,
    city: SEED.bishkek,
    insurance: false,
    extras: [],
    delivery: 'pickup',
    office: SEED.chuyOffice,
    ...overrides,
  });
}

export function order(overrides: Partial<TCreateSubscriptionRequest> = {}) {
  return ZCreateSubscriptionRequest.parse({ ...draft(), ...overrides });
}

/** A signed-up client with an active card that charges as `card` says. */
export async function buyer(app: FastifyInstance, card: string = CARDS.success, companyId?: number) {
  const client = await createClient(
    app,
    companyId === undefined ? {} : { companyId, companyVerifiedAt: new Date(), companyVerifiedBy: 'staff' },
  );
  await bindCard(app, client.id, card);
  return client;
}

/** Makes exactly `count` units of a model available in a city (the others retired). */
export async function setStock(app: FastifyInstance, modelId: number, cityId: number, count: number) {
  await app.db
    .update(deviceUnits)
    .set({ state: 'retired' })
    .where(
      and(
        eq(deviceUnits.modelId, modelId),
        eq(deviceUnits.cityId, cityId),
        eq(deviceUnits.state, 'available'),
      ),
    );
  for (let n = 0; n < count; n += 1) {
    await app.db.insert(deviceUnits).values({
      modelId,
      cityId,
      serial: `TEST-${modelId}-${cityId}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    });
  }
}

export async function unitsOf(app: FastifyInstance, modelId: number, cityId: number) {
  return app.db
    .select()
    .from(deviceUnits)
    .where(and(eq(deviceUnits.modelId, modelId), eq(deviceUnits.cityId, cityId)));
}

export async function promoUses(app: FastifyInstance, code: string): Promise<number> {
  const [row] = await app.db
    .select({ used: promoCodes.usedCount })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  if (!row) throw new Error(`no promo ${code}`);
  return row.used;
}

/** Rows of a table for a client, counted (subscriptions, payments, notifications…). */
export async function countFor(app: FastifyInstance, table: string, clientId: number): Promise<number> {
  const result = (await app.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where client_id = ${clientId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
