import { randomInt } from 'node:crypto';
import { type Locale, ZConfirmationResponse, ZRegistrationResponse } from '@ijara/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { clients } from '../../src/db/schema/index';
import { apiInject } from './request';

let counter = 0;

/** A valid Kyrgyz mobile number no other test uses: "996555" + 6 digits. */
export function uniquePhone(): string {
  counter += 1;
  return `996555${String((randomInt(0, 1000) * 1000 + counter) % 1_000_000).padStart(6, '0')}`;
}

/** An address of its own, so per-IP limits of one test do not touch another. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${randomInt(0, 256)}.${Math.floor(counter / 256) % 256}.${counter % 256}`;
}

export const BISHKEK = 1;
export const KARAKOL_UNSERVED = 3;

type ClientInsert = typeof clients.$inferInsert;

/** A client with a completed profile (overrides win), straight into the database. */
export async function createClient(app: FastifyInstance, overrides: Partial<ClientInsert> = {}) {
  const [row] = await app.db
    .insert(clients)
    .values({
      phone: uniquePhone(),
      cityId: BISHKEK,
      firstName: 'Айгуль',
      lastName: 'Осмонова',
      birthdate: '1994-05-17',
      gender: 'female',
      communication: 'whatsapp',
      citizenship: 'kg',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no client');
  return row;
}

/** A client and a live token of theirs, issued the way sign-in issues it. */
export async function signedInClient(app: FastifyInstance, overrides: Partial<ClientInsert> = {}) {
  const client = await createClient(app, overrides);
  const { token } = await app.auth.sessions.issue(app.db, client.id, '127.0.0.1', 'code');
  return { client, token };
}

export async function setClientFlags(app: FastifyInstance, clientId: number, values: Partial<ClientInsert>) {
  await app.db.update(clients).set(values).where(eq(clients.id, clientId));
}

/** The newest code the dev channel "sent" to a phone. */
export function lastCode(app: FastifyInstance, phone: string): string {
  const message = app.auth.channels.outbox?.list(phone)[0];
  if (!message) throw new Error(`no code was sent to ${phone}`);
  return message.code;
}

export interface StartOptions {
  phone: string;
  city?: number;
  company?: number;
  ip?: string;
  locale?: Locale;
}

export function startSignIn(app: FastifyInstance, options: StartOptions) {
  const body: Record<string, unknown> = { phone: options.phone, city: options.city ?? BISHKEK };
  if (options.company !== undefined) body.company = options.company;
  return apiInject(app, {
    path: 'auth/registration/',
    body,
    ip: options.ip ?? uniqueIp(),
    locale: options.locale ?? 'ru',
  });
}

export function confirmCode(app: FastifyInstance, phone: string, code: string, locale: Locale = 'ru') {
  return apiInject(app, { path: 'auth/confirmation/', body: { phone, code }, locale });
}

/** The whole code sign-in of a phone; answers the token and client id. */
export async function signIn(
  app: FastifyInstance,
  phone = uniquePhone(),
  options: Partial<StartOptions> = {},
) {
  const started = await startSignIn(app, { ...options, phone });
  expect(started.statusCode, started.body).toBe(200);
  ZRegistrationResponse.parse(started.json());
  const confirmed = await confirmCode(app, phone, lastCode(app, phone));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { phone, ...ZConfirmationResponse.parse(confirmed.json()) };
}

/**
 * Moves a phone's sign-in history `seconds` into the past: the test's way of letting time pass for
 * limits and expiry that the database measures with now().
 */
export async function rewind(app: FastifyInstance, seconds: number, where: { phone?: string; ip?: string }) {
  const shift = sql`(${seconds}::int * interval '1 second')`;
  if (where.phone) {
    await app.db.execute(
      sql`update code_sends set sent_at = sent_at - ${shift} where phone = ${where.phone}`,
    );
    await app.db.execute(
      sql`update auth_codes set created_at = created_at - ${shift}, expires_at = expires_at - ${shift} where phone = ${where.phone}`,
    );
  }
  if (where.ip) {
    await app.db.execute(sql`update code_sends set sent_at = sent_at - ${shift} where ip = ${where.ip}`);
    await app.db.execute(
      sql`update telegram_tickets set created_at = created_at - ${shift}, expires_at = expires_at - ${shift} where ip = ${where.ip}`,
    );
  }
}
