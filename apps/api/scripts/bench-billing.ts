/**
 * npm run bench:billing -w @ijara/api (needs DATABASE_URL): a fresh PostgreSQL database with 10,000
 * active subscriptions due today, each with a bound sandbox card; two api processes with the billing
 * job on (and the sandbox sending some callbacks twice and some late); waits until every one is
 * charged, then counts in the database. Exits non-zero unless each period was charged exactly once.
 * PROFILE_DIR=/some/folder keeps both servers' CPU profiles.
 */
import { randomBytes } from 'node:crypto';
import { SUBSCRIPTION_STATUS, todayInBishkek } from '@ijara/contract';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/database';
import { demoContent } from '../src/db/seed/demo-content';
import { seedDemo } from '../src/db/seed/seed-demo';
import { statusSql } from '../src/db/statuses';
import { rawRows } from '../src/lib/raw-rows';
import { type ApiProcess, SOURCE_SERVER, startApiProcess } from './api-processes';
import { countCharges, seedDueSubscriptions } from './billing-fixture';
import { admin, requireServer } from './postgres-admin';

const COUNT = Number(process.env.SUBSCRIPTIONS ?? 10_000);
const TIMEOUT_MS = 10 * 60_000;

const server = requireServer('bench:billing');
const name = `ijara_bench_${randomBytes(6).toString('hex')}`;
const url = new URL(server);
url.pathname = `/${name}`;

await admin(server, `create database ${name}`);
const database = await openPostgres(url.toString());
const processes: ApiProcess[] = [];
try {
  await database.migrate();
  await seedDemo(database.db, demoContent);
  let started = performance.now();
  await seedDueSubscriptions(database.db, COUNT);
  const seedSeconds = (performance.now() - started) / 1000;

  const env = {
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'false',
    BILLING_ENABLED: 'true',
    BILLING_INTERVAL_MS: '200',
    BILLING_CONCURRENCY: process.env.BILLING_CONCURRENCY ?? '8',
    SANDBOX_DUPLICATE_RATE: '0.1',
    SANDBOX_REORDER_RATE: '0.1',
    SANDBOX_REORDER_DELAY_MS: '500',
    SANDBOX_DELIVERY_INTERVAL_MS: '250',
  };
  started = performance.now();
  // PROFILE_DIR=… writes each server's CPU profile there when it stops (for Chrome's DevTools).
  const serverArgs = process.env.PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`, ...SOURCE_SERVER]
    : SOURCE_SERVER;
  processes.push(
    ...(await Promise.all([startApiProcess(env, serverArgs), startApiProcess(env, serverArgs)])),
  );
  const readySeconds = (performance.now() - started) / 1000;

  // A light poll while they work: two index reads, not a count of the tables, which at 100,000 cost
  // PostgreSQL more than the billing did. Done when no subscription is due and no try is under way;
  // the full count comes after.
  const today = todayInBishkek();
  for (;;) {
    const [progress] = await rawRows<{ due: boolean; processing: boolean }>(
      database.db,
      sql`select exists (select 1 from subscriptions
                         where status = ${statusSql(SUBSCRIPTION_STATUS.active)} and next_payment_date <= ${today}::date) as due,
                 exists (select 1 from payments where status = 'processing') as processing`,
    );
    if (!progress?.due && !progress?.processing) break;
    if (performance.now() - started > TIMEOUT_MS) {
      const counts = await countCharges(database.db, 1, COUNT);
      throw new Error(`not all charged in time: ${JSON.stringify(counts)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const elapsed = (performance.now() - started) / 1000;

  // The callbacks sent late or twice land after the charges; wait for them, then count again.
  const drainStarted = performance.now();
  for (;;) {
    const [left] = await rawRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sandbox_gateway_callbacks where delivered_at is null`,
    );
    if (Number(left?.n) === 0 || performance.now() - drainStarted > 60_000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const counts = await countCharges(database.db, 1, COUNT);
  const [extra] = await rawRows<{ callbacks: number; events: number; cashback: number; bonus: number }>(
    database.db,
    sql`select (select count(*) from sandbox_gateway_callbacks)::int as callbacks,
               (select count(*) from webhook_events)::int as events,
               (select count(*) from bonus_ledger where reason = 'cashback')::int as cashback,
               (select coalesce(sum(bonus), 0) from clients)::bigint as bonus`,
  );
  const ok =
    counts.subscriptions === COUNT &&
    counts.payments === COUNT &&
    counts.duplicates === 0 &&
    counts.chargedOnce === COUNT &&
    counts.gatewayDuplicates === 0 &&
    Number(extra?.cashback) === COUNT;
  console.info(
    [
      `api processes:            2 (one PostgreSQL database; billing every 200 ms, batches of 100, ${env.BILLING_CONCURRENCY} charges at a time each)`,
      `seeding:                  ${COUNT} due subscriptions in ${seedSeconds.toFixed(1)} s`,
      `subscriptions:            ${counts.subscriptions}`,
      `payments:                 ${counts.payments}`,
      `duplicates:               ${counts.duplicates}`,
      `charged exactly once:     ${counts.chargedOnce}`,
      `gateway charges:          ${counts.gatewayCharges} (succeeded twice for one payment: ${counts.gatewayDuplicates})`,
      `callbacks sent / applied: ${extra?.callbacks} events, ${extra?.events} recorded once each (10% sent twice, 10% late)`,
      `cashback credits:         ${extra?.cashback} (balance total ${extra?.bonus})`,
      `elapsed:                  ${elapsed.toFixed(1)} s from starting both processes (both ready after ${readySeconds.toFixed(1)} s; ${Math.round(COUNT / (elapsed - readySeconds))} charges/s after that)`,
      ok ? 'result: every period charged exactly once' : 'result: FAILED',
    ].join('\n'),
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all(processes.map((api) => api.stop()));
  await database.close();
  await admin(server, `drop database if exists ${name} with (force)`);
}
