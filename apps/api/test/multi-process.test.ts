import { DEV_OUTBOX_PATH } from '@ijara/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { payments } from '../src/db/schema/index';
import { PROFILE } from './fixtures/profile';
import { testConfig } from './helpers/app';
import { BISHKEK, createClient, uniqueIp, uniquePhone } from './helpers/auth';
import { postgresCopy } from './helpers/database';
import { bindCard, createSubscription } from './helpers/payments';
import { proxyCall } from './helpers/proxy-call';
import { RoundRobinProxy } from './helpers/round-robin-proxy';
import { freePort, ServerProcess } from './helpers/server-process';

const DUE = 24;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const call = (port: number, path: string, body?: unknown, token?: string, ip = '10.2.2.2') =>
  proxyCall(port, path, body, token, { ip });

/**
 * Two api processes on one PostgreSQL database behind one port, as production runs them: a session
 * made on one works on the other, the sign-in limits count across both, and their billing jobs
 * charge each due subscription once.
 */
describe.runIf(process.env.DATABASE_URL)('two api processes behind one port', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let setup: FastifyInstance;
  let servers: ServerProcess[];
  let port = 0;
  const due: number[] = [];

  beforeAll(async () => {
    const database = await postgresCopy();
    cleanups.push(database.drop);
    // The test's own view of the database, to make due subscriptions and count payments; no jobs.
    setup = await buildApp({ config: testConfig({ DATABASE_URL: database.url, BILLING_ENABLED: 'false' }) });
    cleanups.push(() => setup.close());
    for (let i = 0; i < DUE; i += 1) {
      const client = await createClient(setup);
      await bindCard(setup, client.id);
      due.push((await createSubscription(setup, client.id)).id);
    }
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      BILLING_ENABLED: 'true',
      BILLING_INTERVAL_MS: '150',
      BILLING_BATCH_SIZE: '5',
      SANDBOX_DUPLICATE_RATE: '0',
      SANDBOX_REORDER_RATE: '0',
    };
    const ports = [await freePort(), await freePort()];
    servers = ports.map((backend) => new ServerProcess(backend, env));
    cleanups.push(() => Promise.all(servers.map((server) => server.stop('SIGKILL'))));
    await Promise.all(servers.map((server) => server.ready()));
    const proxy = new RoundRobinProxy(ports);
    port = await proxy.listen();
    cleanups.push(() => proxy.close());
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('signs in across both processes and keeps the session on either; the code limit counts across them', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect((await call(port, 'auth/registration/', { phone, city: BISHKEK }, undefined, ip)).status).toBe(
      200,
    );
    // The dev channel's outbox is per process: ask both directly (this machine, no proxy header).
    let code: string | undefined;
    for (const server of servers) {
      const outbox = (await fetch(`${server.base}${DEV_OUTBOX_PATH}?phone=${phone}`).then((r) =>
        r.json(),
      )) as {
        messages: Array<{ code: string }>;
      };
      code ??= outbox.messages[0]?.code;
    }
    // A second code for the same phone within 60 s is refused by whichever process gets it.
    const again = await call(port, 'auth/registration/', { phone, city: BISHKEK }, undefined, ip);
    expect(again.status).toBe(429);

    const confirmed = await call(port, 'auth/confirmation/', { phone, code }, undefined, ip);
    expect(confirmed.status).toBe(200);
    const token = String(confirmed.json.token);
    expect((await call(port, 'user/updateinfo/', PROFILE, token, ip)).status).toBe(200);
    const reads = await Promise.all(
      Array.from({ length: 6 }, () => call(port, 'user/getinfo/', undefined, token, ip)),
    );
    expect(reads.map((read) => read.status)).toEqual(Array(6).fill(200));
  });

  it('charges each due subscription once with both billing jobs running', async () => {
    const successful = () =>
      setup.db
        .select({ subscriptionId: payments.subscriptionId })
        .from(payments)
        .where(and(inArray(payments.subscriptionId, due), eq(payments.status, 'success')));
    const until = Date.now() + 60_000;
    while ((await successful()).length < DUE && Date.now() < until) await sleep(200);
    await sleep(1_000); // a few more runs of both jobs: nothing more may be charged
    const charged = (await successful()).map((row) => row.subscriptionId);
    expect(charged.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([...due].sort((a, b) => a - b));
    expect(servers.every((server) => server.alive)).toBe(true);
  }, 90_000);
});
