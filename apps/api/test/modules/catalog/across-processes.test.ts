import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { CATALOG_CHANNEL } from '../../../src/db/catalog-version';
import { rawRows } from '../../../src/lib/raw-rows';
import { testConfig } from '../../helpers/app';
import { postgresCopy } from '../../helpers/database';
import { freePort, ServerProcess } from '../../helpers/server-process';
import { type PriceRow, raisePrice, shownMonthly, somePrice } from './price-change';

const SEEN_WITHIN_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The backends LISTENing for catalogue changes on this database: A's and B's. */
const LISTENERS = sql`select pid from pg_stat_activity
  where datname = current_database() and query = ${`LISTEN "${CATALOG_CHANNEL}"`}`;

/**
 * Two api processes on one PostgreSQL database: this test's app (A), which writes, and a server in a
 * process of its own (B), which must show each change within 5 s (docs/decisions/043).
 */
describe.runIf(process.env.DATABASE_URL)('a catalogue change across api processes', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let a: FastifyInstance;
  let b: ServerProcess;
  let row: PriceRow;

  beforeAll(async () => {
    const database = await postgresCopy();
    cleanups.push(database.drop);
    b = new ServerProcess(await freePort(), { DATABASE_URL: database.url, SEED_DEMO: 'false' });
    cleanups.push(() => b.stop('SIGKILL'));
    a = await buildApp({ config: testConfig({ DATABASE_URL: database.url }) });
    cleanups.push(() => a.close());
    await b.ready();
    row = await somePrice(a.db);
  }, 60_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const shownOnB = async () => {
    const answer = await b.call('info/catalog/');
    expect(answer.status).toBe(200);
    return shownMonthly(answer.json, row);
  };

  /** How long B took to show the price `row` now has; fails after SEEN_WITHIN_MS. */
  async function waitForB(): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < SEEN_WITHIN_MS) {
      if ((await shownOnB()) === row.monthly) return performance.now() - started;
      await sleep(50);
    }
    throw new Error(`B still shows ${await shownOnB()}, not ${row.monthly}, after ${SEEN_WITHIN_MS} ms`);
  }

  const listening = async () => (await rawRows(a.db, LISTENERS)).length;

  it('shows a price committed through the other process within 5 s', async () => {
    expect(await shownOnB()).toBe(row.monthly);
    await raisePrice(a.db, row);
    expect(await waitForB()).toBeLessThan(SEEN_WITHIN_MS);
  });

  it('shows a change made while its LISTEN connection was cut, and listens again', async () => {
    await expect.poll(listening, { interval: 50 }).toBe(2);
    expect(await shownOnB()).toBe(row.monthly);
    await rawRows(a.db, sql`select pg_terminate_backend(pid) from (${LISTENERS}) listening`);
    await raisePrice(a.db, row);
    expect(await waitForB()).toBeLessThan(SEEN_WITHIN_MS);

    await expect.poll(listening, { interval: 50 }).toBe(2);
    await raisePrice(a.db, row);
    expect(await waitForB()).toBeLessThan(SEEN_WITHIN_MS);
  });
});
