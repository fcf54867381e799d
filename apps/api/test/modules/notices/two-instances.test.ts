import { addDays, todayInBishkek } from '@ijara/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { notices } from '../../../src/db/schema/index';
import { chargeReference } from '../../../src/modules/payments/charges/reference';
import { testConfig } from '../../helpers/app';
import { createClient } from '../../helpers/auth';
import { postgresCopy } from '../../helpers/database';
import { bindCard, CARDS, createSubscription, paymentsOf, postCallback } from '../../helpers/payments';
import { bishkekTime, receivedBy, setClock, startChannels } from './fixture';

const PER_GROUP = 4;

function successEvent(paymentId: number, amount: number) {
  const id = `evt_two_${paymentId}_${Date.now()}`;
  return JSON.stringify({
    id,
    type: 'charge.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { charge: `ch_${id}`, reference: chargeReference(paymentId, 1), amount, currency: 'KGS' },
  });
}

/**
 * Two api instances, each with its own pool on one PostgreSQL database, run the billing job, the
 * daily scan, gateway callbacks and the notice sender at the same moments: every notice is written
 * once and delivered once.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'notices with two api instances on one PostgreSQL database',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('each notice of each trigger goes out exactly once', async () => {
      const channels = await startChannels();
      cleanups.push(channels.close);
      const database = await postgresCopy();
      cleanups.push(database.drop);
      const config = testConfig({
        ...channels.config,
        DATABASE_URL: database.url,
        NOTICES_BATCH_SIZE: '3',
        GATEWAY_TIMEOUT_MS: '10000',
      });
      const apps: FastifyInstance[] = [];
      for (let i = 0; i < 2; i++) {
        const app = await buildApp({ config });
        cleanups.push(() => app.close());
        apps.push(app);
      }
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const both = <T>(work: (app: FastifyInstance) => Promise<T>) =>
        Promise.all([work(a), work(b), work(a), work(b)]);

      // Charges whose outcome comes by callback: sent while the gateway was down, then reported to both.
      for (const app of apps) app.sandboxGateway.state.mode = 'down';
      const viaCallback = [];
      for (let i = 0; i < PER_GROUP; i++) {
        const client = await createClient(a);
        await bindCard(a, client.id);
        viaCallback.push({ client, subscription: await createSubscription(a, client.id) });
      }
      await both((app) => app.billing.runOnce());
      for (const app of apps) app.sandboxGateway.state.mode = 'normal';
      for (const { subscription } of viaCallback) {
        const [payment] = await paymentsOf(a, subscription.id);
        if (payment?.status !== 'processing') throw new Error('not processing');
        const body = successEvent(payment.id, payment.amount);
        const answers = await Promise.all([postCallback(a, body), postCallback(b, body)]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      }

      // Charges the billing job makes (declined and paid), and what the daily scan finds.
      const groups = {
        failed: [] as { id: number; phone: string }[],
        paid: [] as { id: number; phone: string }[],
      };
      for (let i = 0; i < PER_GROUP; i++) {
        for (const [group, card] of [
          ['failed', CARDS.insufficient],
          ['paid', CARDS.success],
        ] as const) {
          const client = await createClient(a);
          await bindCard(a, client.id, card);
          await createSubscription(a, client.id);
          groups[group].push(client);
        }
      }
      const reminded = [];
      for (let i = 0; i < PER_GROUP; i++) {
        const client = await createClient(a);
        await bindCard(a, client.id);
        await createSubscription(a, client.id, { nextPaymentDate: addDays(todayInBishkek(), 4) });
        reminded.push(client);
      }
      await both((app) => app.billing.runOnce());
      // Billing runs on the real clock (a clock ahead would let one runner reconcile the other's
      // charges in flight); the scan and the sender run at noon tomorrow, outside the quiet hours.
      for (const app of apps) setClock(app, bishkekTime(1, 12));
      await both((app) => app.notices.scan.run());

      const runs = await both((app) => app.notices.sender.runOnce());
      await both((app) => app.notices.sender.runOnce());

      const expected = [
        ...viaCallback.map(({ client }) => [client, 'charge_succeeded'] as const),
        ...groups.failed.map((client) => [client, 'charge_failed'] as const),
        ...groups.paid.map((client) => [client, 'charge_succeeded'] as const),
        ...reminded.map((client) => [client, 'charge_reminder'] as const),
      ];
      const rows = await a.db
        .select()
        .from(notices)
        .where(
          inArray(
            notices.clientId,
            expected.map(([client]) => client.id),
          ),
        );
      expect(rows.map((row) => [row.clientId, row.kind, row.status, row.attempts]).sort()).toEqual(
        expected.map(([client, kind]) => [client.id, kind, 'sent', 1]).sort(),
      );
      for (const [client] of expected) expect(receivedBy(channels.gateway, client.phone)).toHaveLength(1);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(expected.length);
    }, 120_000);
  },
);
