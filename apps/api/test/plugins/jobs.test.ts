import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { notices, notifications, payments, subscriptions } from '../../src/db/schema/index';
import { systemClock } from '../../src/lib/clock';
import { createCheckout } from '../../src/modules/checkout/create-checkout';
import { JobLeases } from '../../src/plugins/job-leases';
import { describeEachDatabase } from '../helpers/app';
import { createClient } from '../helpers/auth';
import { bindCard, CARDS, PAYMENT_TEST_CONFIG } from '../helpers/payments';
import { checkoutDeps, NO_KEY, order, SEED, setStock } from '../modules/checkout/fixture';
import { bishkekTime, setClock } from '../modules/notices/fixture';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await sleep(50);
  }
}

describeEachDatabase(
  'background jobs, each on its own switch',
  ({ app }) => {
    afterAll(() => {
      app().clock.now = systemClock().now;
    });

    it('lists every job with its own switch: billing off, the others on', () => {
      const byName = Object.fromEntries(
        app()
          .jobs.list()
          .map((job) => [job.name, job]),
      );
      expect(byName).toMatchObject({
        billing: { enabled: false, mode: 'shared' },
        erasure: { enabled: false, mode: 'shared' },
        notices: { enabled: true, mode: 'exclusive', intervalMs: 50 },
        'checkout-sweep': { enabled: true, mode: 'exclusive', intervalMs: 50 },
        'pause-resume': { enabled: false, mode: 'exclusive' },
        'idempotency-purge': { enabled: false, mode: 'exclusive' },
      });
    });

    it('sends notices and undoes a failed order with BILLING_ENABLED=false', async () => {
      setClock(app(), bishkekTime(0, 12));
      const client = await createClient(app());
      await app().db.transaction((tx) =>
        app().notices.outbox.enqueue(tx, {
          clientId: client.id,
          kind: 'charge_succeeded',
          dedupeKey: `jobs-test:${client.id}`,
          values: { paymentId: 1, amount: 120_000 },
        }),
      );
      const sent = await eventually(
        () => app().db.select().from(notices).where(eq(notices.clientId, client.id)),
        (rows) => rows[0]?.status === 'sent',
      );
      expect(sent[0]?.status).toBe('sent');

      // An order whose first charge was declined after its answer went out (a late outcome).
      const buyer = await createClient(app());
      await bindCard(app(), buyer.id, CARDS.success);
      await setStock(app(), SEED.iphone, SEED.bishkek, 2);
      const unknown = { attempt: async () => ({ status: 'unknown' as const }) };
      const created = await createCheckout({ ...checkoutDeps(app()), charges: unknown }).create({
        clientId: buyer.id,
        request: order(),
        roistat: null,
        ip: null,
        locale: 'ru',
        intent: NO_KEY,
      });
      await app()
        .db.update(payments)
        .set({ status: 'fail', failureCode: 'insufficient_funds' })
        .where(eq(payments.subscriptionId, created.subscription.id));
      const left = await eventually(
        () => app().db.select().from(subscriptions).where(eq(subscriptions.id, created.subscription.id)),
        (rows) => rows.length === 0,
      );
      expect(left).toEqual([]);
      const told = await app().db.select().from(notifications).where(eq(notifications.clientId, buyer.id));
      expect(told.map((row) => row.kind)).toEqual(['checkout_failed']);
    });

    it('runs an exclusive job in one process at a time: a held lease is skipped, a freed one or its own taken', async () => {
      const a = new JobLeases(app().db);
      const b = new JobLeases(app().db);
      expect(await a.take('jobs-test-lease', 60)).toBe(true);
      expect(await b.take('jobs-test-lease', 60)).toBe(false);
      // A run whose lease could not be given back (the database was down as it ended): the same holder
      // takes it again on its next turn instead of waiting out the minute; nobody else does.
      expect(await a.take('jobs-test-lease', 60)).toBe(true);
      expect(await b.take('jobs-test-lease', 60)).toBe(false);
      await a.release('jobs-test-lease', null);
      expect(await b.take('jobs-test-lease', 60)).toBe(true);
      await b.release('jobs-test-lease', 'boom');
    });
  },
  {
    ...PAYMENT_TEST_CONFIG,
    BILLING_ENABLED: 'false',
    NOTICES_ENABLED: 'true',
    NOTICES_INTERVAL_MS: '50',
    CHECKOUT_SWEEP_ENABLED: 'true',
    CHECKOUT_SWEEP_INTERVAL_MS: '50',
  },
);
