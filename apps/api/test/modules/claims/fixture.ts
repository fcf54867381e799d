import { type Locale, type TClaim, ZClaimCreateResponse } from '@ijara/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { claims, deviceUnits, payments } from '../../../src/db/schema/index';
import { signedInClient } from '../../helpers/auth';
import { bindCard, CARDS, createSubscription, newKey } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import { type Person, staffCall } from '../staff/fixture';

/** The app's time in these suites: a subscription handed over on 20 November, paid to 20 December. */
export const NOW = '2026-12-10T06:00:00Z';
/** 40 s into a minute: the report form picks minutes, and an event in that minute is after it. */
export const HANDED_OVER = '2026-11-20T06:00:40Z';
/** The device's value in the card: 95 000 som (the seeded iPhone's). */
export const VALUE = 9_500_000;

/** A small JPEG as base64, as the web app sends a photo. */
export const PHOTO = sharp({ create: { width: 640, height: 480, channels: 3, background: '#c6ff46' } })
  .jpeg()
  .toBuffer()
  .then((bytes) => bytes.toString('base64'));

/** A one-page PDF's first bytes: what a police report kept as it is starts with. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

let serials = 0;

/**
 * A signed-in client with an active subscription (status 2, the iPhone, insured or not) and its unit
 * rented at the first office; a card bound unless `card` is null.
 */
export async function rented(
  app: FastifyInstance,
  options: { insurance?: boolean; card?: string | null; value?: number; status?: number } = {},
) {
  const { client, token } = await signedInClient(app);
  if (options.card !== null) await bindCard(app, client.id, options.card ?? CARDS.success);
  const subscription = await createSubscription(app, client.id, {
    status: options.status ?? 2,
    insurance: options.insurance ?? true,
    deviceValue: options.value ?? VALUE,
    startDate: '2026-11-20',
    endDate: '2027-11-20',
    handedOverAt: new Date(HANDED_OVER),
    nextPaymentDate: '2026-12-20',
    billingPeriod: 2,
    monthlyTotal: 414_000,
  });
  serials += 1;
  const [unit] = await app.db
    .insert(deviceUnits)
    .values({
      modelId: 1,
      cityId: 1,
      officeId: 1,
      serial: `CLAIM-${process.pid}-${Date.now()}-${serials}`,
      state: 'rented',
      subscriptionId: subscription.id,
    })
    .returning();
  if (!unit) throw new Error('no unit');
  return { client, token, subscription, unit };
}

/** A free unit of the iPhone at the first office, for a replacement. */
export async function freeUnit(app: FastifyInstance) {
  serials += 1;
  const [unit] = await app.db
    .insert(deviceUnits)
    .values({ modelId: 1, cityId: 1, officeId: 1, serial: `SPARE-${process.pid}-${Date.now()}-${serials}` })
    .returning();
  if (!unit) throw new Error('no unit');
  return unit;
}

export function report(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  options: { key?: string; locale?: Locale } = {},
) {
  return apiInject(app, {
    path: 'claim/create/',
    token,
    locale: options.locale ?? 'ru',
    body,
    headers: { 'idempotency-key': options.key ?? newKey() },
  });
}

/** A claim reported 2 hours after it happened (not late), answered 200. */
export async function reported(
  app: FastifyInstance,
  token: string,
  subscriptionID: number,
  body: Record<string, unknown> = {},
): Promise<TClaim> {
  const response = await report(app, token, {
    subscriptionID,
    kind: 'broken',
    happenedAt: '2026-12-10T04:00:00Z',
    description: 'Упал экраном на плитку',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZClaimCreateResponse.parse(response.json()).claim;
}

export async function versionOf(app: FastifyInstance, claimId: number): Promise<number> {
  const [row] = await app.db.select({ version: claims.version }).from(claims).where(eq(claims.id, claimId));
  if (!row) throw new Error('no claim');
  return row.version;
}

export async function claimRow(app: FastifyInstance, claimId: number) {
  const [row] = await app.db.select().from(claims).where(eq(claims.id, claimId));
  if (!row) throw new Error('no claim');
  return row;
}

export function paymentsOfClaim(app: FastifyInstance, claimId: number) {
  return app.db.select().from(payments).where(eq(payments.claimId, claimId));
}

/** A manager's decision with the version the page showed (read now unless given). */
export async function decide(
  app: FastifyInstance,
  who: Person,
  claimId: number,
  body: Record<string, unknown>,
  version?: number,
) {
  return staffCall(app, 'claims/decide/', {
    cookie: who.cookie,
    body: {
      id: claimId,
      version: version ?? (await versionOf(app, claimId)),
      reason: 'Осмотр в офисе',
      ...body,
    },
  });
}
