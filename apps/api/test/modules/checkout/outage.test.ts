import { ZCreateSubscriptionResponse } from '@ijara/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import {
  auditLog,
  idempotencyKeys,
  payments,
  sandboxCharges,
  subscriptions,
} from '../../../src/db/schema/index';
import { testConfig } from '../../helpers/app';
import { createClient } from '../../helpers/auth';
import { bindCard, newKey } from '../../helpers/payments';
import { type ProxyAnswer, proxyCall } from '../../helpers/proxy-call';
import { RoundRobinProxy } from '../../helpers/round-robin-proxy';
import { freePort, ServerProcess } from '../../helpers/server-process';
import { canMakeCluster, ThrowawayPostgres } from '../../helpers/throwaway-postgres';
import { SEED, setStock } from './fixture';

const CLIENTS = 12;
const OUTAGE_MS = 4_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Distinct drafts a client orders one after another (the same draft twice would be the same order). */
const DRAFTS = [3, 6, 12].flatMap((term) =>
  [false, true].flatMap((insurance) =>
    [SEED.chuyOffice, SEED.manasOffice].map((office) => ({
      model: SEED.iphone,
      term,
      city: SEED.bishkek,
      insurance,
      delivery: 'pickup',
      office,
    })),
  ),
);

interface KeyLog {
  key: string;
  answers: (ProxyAnswer | { status: 0 })[];
}

/**
 * Issue 27: two api processes on one PostgreSQL of the test's own, 12 clients placing orders, and the
 * database stopped for 4 s in the middle. A client retries each order with the same Idempotency-Key
 * until it gets an answer that is not 503 (or a dropped connection). Whatever the outage cut, a key
 * ends with at most one order and one charge, and a retry after a 503 replays the order it committed.
 */
describe.runIf(process.env.DATABASE_URL && canMakeCluster)('orders through a database outage', () => {
  const cleanups: (() => unknown)[] = [];
  let database: ThrowawayPostgres;
  let setup: FastifyInstance;
  let port = 0;
  const tokens: string[] = [];

  beforeAll(async () => {
    database = new ThrowawayPostgres(await freePort());
    cleanups.push(() => database.remove());
    await database.start();
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'fatal',
      BILLING_ENABLED: 'true',
      BILLING_INTERVAL_MS: '250',
      BILLING_RECONCILE_AFTER_MS: '1000',
      // An order whose first charge failed (the outage cut the gateway's own write) is undone.
      CHECKOUT_SWEEP_ENABLED: 'true',
      CHECKOUT_SWEEP_INTERVAL_MS: '250',
      SANDBOX_DUPLICATE_RATE: '0',
      SANDBOX_REORDER_RATE: '0',
    };
    const first = new ServerProcess(await freePort(), env);
    cleanups.push(() => first.stop('SIGKILL'));
    await first.ready(); // migrated and seeded before the second starts
    const second = new ServerProcess(await freePort(), env);
    cleanups.push(() => second.stop('SIGKILL'));
    await second.ready();
    const proxy = new RoundRobinProxy([first, second].map((server) => Number(new URL(server.base).port)));
    port = await proxy.listen();
    cleanups.push(() => proxy.close());

    setup = await buildApp({ config: testConfig({ DATABASE_URL: database.url, BILLING_ENABLED: 'false' }) });
    cleanups.push(() => setup.close());
    await setStock(setup, SEED.iphone, SEED.bishkek, CLIENTS * DRAFTS.length);
    for (let i = 0; i < CLIENTS; i += 1) {
      const client = await createClient(setup);
      await bindCard(setup, client.id);
      tokens.push((await setup.auth.sessions.issue(setup.db, client.id, '127.0.0.1', 'code')).token);
    }
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  /** One order: the same key until an answer that is neither 503, a dropped connection nor "still running". */
  async function order(token: string, draft: object, ip: string, until: number): Promise<KeyLog> {
    const log: KeyLog = { key: newKey(), answers: [] };
    for (;;) {
      const answer = await proxyCall(port, 'subscription/create/', draft, token, {
        ip,
        headers: { 'idempotency-key': log.key },
      }).catch(() => ({ status: 0 as const }));
      log.answers.push(answer);
      const again =
        answer.status === 0 ||
        answer.status === 503 ||
        (answer.status === 409 && answer.json.code === 'idempotency_in_progress');
      if (!again || Date.now() > until) return log;
      await sleep(250);
    }
  }

  it('leaves every key at most one order and one charge, and replays the order to a retry after a 503', async () => {
    const until = Date.now() + 90_000;
    let outageOver = false;
    let completed = 0;
    const clients = tokens.map(async (token, index) => {
      const logs: KeyLog[] = [];
      for (const draft of DRAFTS) {
        logs.push(await order(token, draft, `10.9.${index}.1`, until));
        completed += 1;
        if (outageOver) break;
      }
      return logs;
    });
    // The outage cuts a warm system mid-stream: about a dozen orders are on their way at any moment.
    const warmBy = Date.now() + 10_000;
    while (completed < CLIENTS * 2 && Date.now() < warmBy) await sleep(20);
    await database.stop();
    await sleep(OUTAGE_MS);
    await database.start();
    outageOver = true;
    const keys = (await Promise.all(clients)).flat();

    // Every key ended with an order (200) or, when its first charge failed and the order was undone,
    // with that decline (402); never a 5xx, a 409 or a second order of the same draft.
    const finals = keys.map((log) => log.answers.at(-1) as ProxyAnswer);
    expect(
      finals
        .filter((answer) => answer.status !== 200 && answer.status !== 402)
        .map((a) => `${a.status} ${a.json?.code}`),
    ).toEqual([]);

    // Each order ever written is the effect of exactly one key, and a key's 200 names that order.
    const rows = await setup.db
      .select({ key: idempotencyKeys.key, effectId: idempotencyKeys.effectId })
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.key,
          keys.map((log) => log.key),
        ),
      );
    const effectOf = new Map(rows.map((row) => [row.key, row.effectId]));
    const created = await setup.db
      .select({ id: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, 'checkout.created'));
    const effects = keys.map((log) => effectOf.get(log.key)).filter((id) => id != null);
    expect(new Set(effects).size).toBe(effects.length);
    expect(created.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(effects.sort((a, b) => a - b));
    keys.forEach((log, i) => {
      const final = finals[i];
      if (final?.status === 200) {
        const answered = ZCreateSubscriptionResponse.parse(final.json).subscription.id;
        expect(effectOf.get(log.key), log.key).toBe(answered);
      }
    });

    // A 503 (or a dropped connection) followed by a replay of the committed order: the case the issue saw.
    const replayedAfterOutage = keys.filter(
      (log, i) =>
        log.answers.some((answer) => answer.status === 503 || answer.status === 0) &&
        finals[i]?.headers['idempotent-replayed'] === 'true',
    );

    // Once reconciliation has settled the first charges the outage cut: one gateway charge per payment
    // at most, and a successful one kept exactly for each order still standing.
    const paymentRows = () =>
      setup.db
        .select({ id: payments.id, subscriptionId: payments.subscriptionId, status: payments.status })
        .from(payments);
    const settleBy = Date.now() + 45_000;
    while ((await paymentRows()).some((row) => row.status !== 'success') && Date.now() < settleBy) {
      await sleep(250);
    }
    const paid = await paymentRows();
    expect(paid.filter((row) => row.status !== 'success')).toEqual([]);
    const standing = await setup.db.select({ id: subscriptions.id }).from(subscriptions);
    expect(paid.map((row) => row.subscriptionId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      standing.map((row) => row.id).sort((a, b) => a - b),
    );
    // A charge the gateway wrote only after reconciliation had failed its try (it waited out the outage
    // in a pool's queue) is given back when its callback arrives (payments/callbacks: late success).
    const chargeRows = () =>
      setup.db
        .select({
          reference: sandboxCharges.reference,
          status: sandboxCharges.status,
          amount: sandboxCharges.amount,
          refunded: sandboxCharges.refundedAmount,
        })
        .from(sandboxCharges);
    const kept = (rows: Awaited<ReturnType<typeof chargeRows>>) =>
      rows.filter((charge) => charge.status === 'succeeded' && charge.refunded < charge.amount);
    const keptBy = Date.now() + 30_000;
    while (kept(await chargeRows()).length !== paid.length && Date.now() < keptBy) await sleep(250);
    const charges = await chargeRows();
    const chargesPerPayment = new Map<number, number>();
    for (const charge of charges) {
      const paymentId = Number(/^ijara-pay-(\d+)-/.exec(charge.reference)?.[1]);
      chargesPerPayment.set(paymentId, (chargesPerPayment.get(paymentId) ?? 0) + 1);
    }
    expect([...chargesPerPayment.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect(kept(charges)).toHaveLength(paid.length);

    console.info(
      `outage: ${keys.length} keys, ${created.length} orders written, ${standing.length} standing, ` +
        `${charges.length} gateway charges; ${keys.filter((log) => log.answers.length > 1).length} keys retried, ` +
        `${replayedAfterOutage.length} replayed after a 503 or a dropped connection`,
    );
  }, 150_000);
});
