import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { countCharges, seedDueSubscriptions } from '../../../scripts/billing-fixture';
import { buildApp } from '../../../src/app';
import { testConfig } from '../../helpers/app';
import { postgresCopy } from '../../helpers/database';
import { PAYMENT_TEST_CONFIG } from '../../helpers/payments';

const SUBSCRIPTIONS = 400;

/** The payments one runner sends to the gateway (it still sends them: the call goes through). */
function chargesSentBy(app: FastifyInstance): number[] {
  const sent: number[] = [];
  const { charges } = app.payments;
  const attempt = charges.attempt.bind(charges);
  charges.attempt = (claim, by) => {
    sent.push(claim.paymentId);
    return attempt(claim, by);
  };
  return sent;
}

/**
 * Two api instances, each with its own connection pool to one PostgreSQL database, run the billing
 * job at the same moment, several times over: real concurrency on the database, not one connection.
 */
describe.skipIf(!process.env.DATABASE_URL)('two billing runners on one PostgreSQL database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('charge each due period exactly once, and both take a share of the work', async () => {
    const database = await postgresCopy();
    cleanups.push(database.drop);
    const config = testConfig({
      ...PAYMENT_TEST_CONFIG,
      DATABASE_URL: database.url,
      BILLING_BATCH_SIZE: '25',
      // Exactly-once is the point here, not time-outs: with PAYMENT_TEST_CONFIG's 300 ms a loaded CI
      // machine left a few charges "processing" (unknown outcome), which other suites cover.
      GATEWAY_TIMEOUT_MS: '10000',
    });
    const apps: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config });
      cleanups.push(() => app.close());
      apps.push(app);
    }
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    await seedDueSubscriptions(first.db, SUBSCRIPTIONS);
    const byFirst = chargesSentBy(first);
    const bySecond = chargesSentBy(second);
    // Each pool's connections open before the race: on a loaded machine a new connection took seconds,
    // and the runners of the app whose pool was warm from seeding had charged everything meanwhile.
    await Promise.all(
      apps.flatMap((app) => Array.from({ length: 4 }, () => app.db.execute(sql`select pg_sleep(0.05)`))),
    );

    const runs = await Promise.all([first, second, first, second].map((app) => app.billing.runOnce()));
    const [a1, b1, a2, b2] = runs.map((run) => run.charged) as [number, number, number, number];
    // Each runner charged what it reports, no payment went to the gateway from both, and both worked.
    expect([byFirst.length, bySecond.length]).toEqual([a1 + a2, b1 + b2]);
    expect(new Set([...byFirst, ...bySecond]).size).toBe(SUBSCRIPTIONS);
    expect(byFirst.length + bySecond.length).toBe(SUBSCRIPTIONS);
    expect(Math.min(byFirst.length, bySecond.length)).toBeGreaterThan(0);

    expect(await countCharges(first.db, 1, SUBSCRIPTIONS)).toEqual({
      subscriptions: SUBSCRIPTIONS,
      payments: SUBSCRIPTIONS,
      duplicates: 0,
      chargedOnce: SUBSCRIPTIONS,
      gatewayCharges: SUBSCRIPTIONS,
      gatewayDuplicates: 0,
      processing: 0,
    });
    // A second round finds nothing due: the dates moved a month.
    const again = await Promise.all([first.billing.runOnce(), second.billing.runOnce()]);
    expect(again.map((run) => run.charged)).toEqual([0, 0]);
  }, 120_000);
});
