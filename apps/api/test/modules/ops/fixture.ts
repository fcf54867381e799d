import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ConfigInput } from '../../../src/config/index';
import { deviceUnits, payments, subscriptions } from '../../../src/db/schema/index';
import { builtCommand } from '../../helpers/api-build';

const API_ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

export const OPS_TOKEN = 'test-ops-token-0123456789abcdefghijklmnop';
export const OPS_CONFIG: ConfigInput = { OPS_TOKEN };

/** Seeded: the iPhone (model 1) in Bishkek (city 1), the office on Chuy (office 1). */
const IPHONE = 1;
const BISHKEK = 1;

/**
 * `npm run ops -- <args>` as a child process (the built ops.js) against `app`, which starts listening
 * on a free port if it is not yet; the exit code, stdout and stderr, whether it succeeded or not.
 */
export async function runOps(
  app: FastifyInstance,
  args: string[],
  operator = 'Cli',
  /** How the CLI finds the api: OPS_URL (default) or only what OPS_TOKEN_FILE's folder says. */
  find: { tokenFile: string } | null = null,
): Promise<{ code: number; stdout: string; stderr: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
  const { port } = app.server.address() as AddressInfo;
  const { OPS_URL: _url, PORT: _port, ...env } = process.env;
  const where = find ? { OPS_TOKEN_FILE: find.tokenFile } : { OPS_URL: `http://127.0.0.1:${port}` };
  return run(process.execPath, builtCommand('ops', ...args), {
    cwd: API_ROOT,
    env: { ...env, ...where, OPS_TOKEN, OPS_OPERATOR: operator, LANG: 'C' },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

export function ops(
  app: FastifyInstance,
  command: string,
  body: object,
  options: { token?: string | null; locale?: 'ru' | 'en' } = {},
): Promise<LightMyRequestResponse> {
  const token = options.token === undefined ? OPS_TOKEN : options.token;
  return app.inject({
    method: 'POST',
    url: `/api/ops/${command}/`,
    headers: {
      'content-type': 'application/json',
      'x-locale': options.locale ?? 'en',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    payload: JSON.stringify({ operator: 'Aida', ...body }),
  });
}

/** A free unit of the iPhone in Bishkek, by the serial it gets. */
export async function freeUnit(app: FastifyInstance, serial: string, modelId = IPHONE) {
  const [unit] = await app.db.insert(deviceUnits).values({ modelId, cityId: BISHKEK, serial }).returning();
  if (!unit) throw new Error('no unit');
  return unit;
}

/**
 * What checkout leaves behind: a subscription in status 1 with a reserved unit and its first payment
 * (`null`: nothing was due).
 */
export async function awaitingHandover(
  app: FastifyInstance,
  clientId: number,
  options: { delivery?: boolean; payment?: 'success' | 'processing' | 'fail' | null; term?: 3 | 6 | 12 } = {},
) {
  const delivery = options.delivery ?? true;
  const [subscription] = await app.db
    .insert(subscriptions)
    .values({
      clientId,
      modelId: IPHONE,
      cityId: BISHKEK,
      status: 1,
      term: options.term ?? 12,
      delivery: delivery ? 'delivery' : 'pickup',
      officeId: delivery ? null : 1,
      deliveryAddress: delivery ? 'Бишкек, ул. Токтогула, 1' : null,
      monthlyTotal: 389_000,
      firstPayment: 389_000,
    })
    .returning();
  if (!subscription) throw new Error('no subscription');
  const unit = await freeUnit(app, `OPS-${subscription.id}-${Math.random().toString(36).slice(2, 8)}`);
  await app.db
    .update(deviceUnits)
    .set({ state: 'reserved', subscriptionId: subscription.id, reservedAt: new Date() })
    .where(eq(deviceUnits.id, unit.id));
  const payment = options.payment === undefined ? 'success' : options.payment;
  if (payment !== null) {
    await app.db.insert(payments).values({
      clientId,
      subscriptionId: subscription.id,
      period: 1,
      type: 'subscription',
      status: payment,
      amount: 389_000,
      attempts: 1,
    });
  }
  return { subscription, unit };
}

export async function unitById(app: FastifyInstance, id: number) {
  const [unit] = await app.db.select().from(deviceUnits).where(eq(deviceUnits.id, id));
  if (!unit) throw new Error('no unit');
  return unit;
}

export async function unitsOf(app: FastifyInstance, subscriptionId: number) {
  return app.db
    .select()
    .from(deviceUnits)
    .where(and(eq(deviceUnits.subscriptionId, subscriptionId)));
}
