import { ZPaymentsResponse } from '@ijara/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { bonusLedger, clients, notices, sandboxCharges } from '../../../src/db/schema/index';
import { systemClock } from '../../../src/lib/clock';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import {
  auditActions,
  bindCard,
  CARDS,
  createSubscription,
  DAY_MS,
  PAYMENT_TEST_CONFIG,
  paymentsOf,
  subscriptionOf,
  travel,
} from '../../helpers/payments';
import { apiInject } from '../../helpers/request';

async function bonusOf(app: FastifyInstance, clientId: number) {
  const [row] = await app.db.select({ bonus: clients.bonus }).from(clients).where(eq(clients.id, clientId));
  return row?.bonus;
}

/** The failed-charge notices written for a client (docs/decisions/027): "retry" names a next try. */
async function messagesOf(app: FastifyInstance, clientId: number) {
  const rows = await app.db
    .select()
    .from(notices)
    .where(and(eq(notices.clientId, clientId), eq(notices.kind, 'charge_failed')))
    .orderBy(notices.id);
  return rows.map((row) =>
    (row.values as { nextAttemptAt: string | null }).nextAttemptAt ? 'retry' : 'final',
  );
}

async function gatewayCharges(app: FastifyInstance, paymentId: number) {
  return app.db
    .select()
    .from(sandboxCharges)
    .where(sql`${sandboxCharges.reference} like ${`ijara-pay-${paymentId}-%`}`);
}

describeEachDatabase(
  'the billing job',
  ({ app }) => {
    afterEach(() => {
      app().clock.now = systemClock().now;
      app().sandboxGateway.state.mode = 'normal';
    });

    it('charges a due subscription once, moves the date a month keeping the day, and credits 1% cashback', async () => {
      const { client, token } = await signedInClient(app());
      const card = await bindCard(app(), client.id);
      const subscription = await createSubscription(app(), client.id, {
        startDate: '2025-12-31',
        nextPaymentDate: '2026-01-31',
        billingPeriod: 2,
        monthlyTotal: 250_000,
      });
      app().clock.now = () => new Date('2026-01-31T05:00:00Z');
      expect((await app().billing.runOnce()).charged).toBeGreaterThanOrEqual(1);
      const [payment] = await paymentsOf(app(), subscription.id);
      expect(payment).toMatchObject({
        status: 'success',
        period: 2,
        type: 'subscription',
        amount: 250_000,
        attempts: 1,
        cardId: card.id,
      });
      expect(await subscriptionOf(app(), subscription.id)).toMatchObject({
        nextPaymentDate: '2026-02-28',
        billingPeriod: 3,
      });
      expect(await bonusOf(app(), client.id)).toBe(2_500);
      const ledger = await app().db.select().from(bonusLedger).where(eq(bonusLedger.clientId, client.id));
      expect(ledger).toMatchObject([
        { amount: 2_500, reason: 'cashback', idempotencyKey: `cashback:payment:${payment?.id}` },
      ]);

      // Nothing is due until Feb 28; then the next period, on the 31st again in March.
      await app().billing.runOnce();
      expect(await paymentsOf(app(), subscription.id)).toHaveLength(1);
      app().clock.now = () => new Date('2026-02-28T05:00:00Z');
      await app().billing.runOnce();
      expect((await paymentsOf(app(), subscription.id)).map((p) => [p.period, p.status])).toEqual([
        [2, 'success'],
        [3, 'success'],
      ]);
      expect(await subscriptionOf(app(), subscription.id)).toMatchObject({
        nextPaymentDate: '2026-03-31',
        billingPeriod: 4,
      });
      expect(await bonusOf(app(), client.id)).toBe(5_000);
      expect(await auditActions(app(), client.id)).toEqual([
        'card.bind',
        'payment.charge.succeeded',
        'payment.charge.succeeded',
      ]);

      const list = ZPaymentsResponse.parse((await apiInject(app(), { path: 'payment/list/', token })).json());
      expect(list.payments.map((p) => [p.type, p.status, p.amount, p.card, p.subscriptionID])).toEqual([
        ['subscription', 'success', 250_000, '**** 4242', subscription.id],
        ['subscription', 'success', 250_000, '**** 4242', subscription.id],
      ]);
      expect(list.payments[0]?.id).toBeGreaterThan(list.payments[1]?.id ?? 0);
    });

    it('retries a soft decline after 1, 3 and 7 days, tells the person, then marks the subscription overdue', async () => {
      const { client } = await signedInClient(app());
      await bindCard(app(), client.id, CARDS.insufficient);
      const subscription = await createSubscription(app(), client.id);
      await app().billing.runOnce();
      let [payment] = await paymentsOf(app(), subscription.id);
      expect(payment).toMatchObject({ status: 'fail', attempts: 1, failureCode: 'insufficient_funds' });
      const first = payment?.createdAt.getTime() ?? 0;
      expect(payment?.nextAttemptAt?.getTime()).toBe(first + DAY_MS);

      for (const [day, next] of [
        [1, 3],
        [3, 7],
      ] as const) {
        travel(app(), day + 0.01);
        expect((await app().billing.runOnce()).retried).toBe(1);
        [payment] = await paymentsOf(app(), subscription.id);
        expect(payment?.nextAttemptAt?.getTime()).toBe(first + next * DAY_MS);
        expect((await subscriptionOf(app(), subscription.id)).overdueSince).toBeNull();
      }
      travel(app(), 7.01);
      await app().billing.runOnce();
      [payment] = await paymentsOf(app(), subscription.id);
      expect(payment).toMatchObject({ status: 'fail', attempts: 4, nextAttemptAt: null });
      const after = await subscriptionOf(app(), subscription.id);
      expect(after.overdueSince).toBeInstanceOf(Date);
      expect(after.nextPaymentDate).toBe(subscription.nextPaymentDate);

      travel(app(), 13);
      await app().billing.runOnce();
      expect((await paymentsOf(app(), subscription.id))[0]?.attempts).toBe(4);
      expect((await gatewayCharges(app(), payment?.id ?? 0)).map((c) => c.idempotencyKey).sort()).toEqual(
        [1, 2, 3, 4].map((n) => `ijara-pay-${payment?.id}-${n}`),
      );
      expect(await messagesOf(app(), client.id)).toEqual(['retry', 'retry', 'retry', 'final']);
      expect(await bonusOf(app(), client.id)).toBe(0);
    });

    it('does not retry a hard decline: overdue at once', async () => {
      const { client } = await signedInClient(app());
      await bindCard(app(), client.id, CARDS.chargeDeclined);
      const subscription = await createSubscription(app(), client.id);
      await app().billing.runOnce();
      travel(app(), 2);
      await app().billing.runOnce();
      travel(app(), 8);
      await app().billing.runOnce();
      const [payment] = await paymentsOf(app(), subscription.id);
      expect(payment).toMatchObject({
        status: 'fail',
        attempts: 1,
        failureCode: 'card_declined',
        nextAttemptAt: null,
      });
      expect((await subscriptionOf(app(), subscription.id)).overdueSince).toBeInstanceOf(Date);
      expect(await messagesOf(app(), client.id)).toEqual(['final']);
    });

    it('treats a card that expired since binding as a hard decline', async () => {
      const { client } = await signedInClient(app());
      await bindCard(app(), client.id, CARDS.expired);
      const subscription = await createSubscription(app(), client.id);
      await app().billing.runOnce();
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({
        failureCode: 'expired_card',
        nextAttemptAt: null,
      });
    });

    it('fails softly without a card, and charges the card bound before the retry', async () => {
      const { client } = await signedInClient(app());
      const subscription = await createSubscription(app(), client.id);
      await app().billing.runOnce();
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({
        status: 'fail',
        failureCode: 'no_active_card',
        cardId: null,
      });
      const card = await bindCard(app(), client.id);
      travel(app(), 1.01);
      await app().billing.runOnce();
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({
        status: 'success',
        attempts: 2,
        cardId: card.id,
      });
      expect((await subscriptionOf(app(), subscription.id)).billingPeriod).toBe(3);
    });

    it('leaves a timed-out charge "processing" and settles it by reconciliation, never charging again', async () => {
      const { client } = await signedInClient(app());
      await bindCard(app(), client.id);
      const subscription = await createSubscription(app(), client.id);
      app().sandboxGateway.state.mode = 'slow';
      await app().billing.runOnce();
      const [payment] = await paymentsOf(app(), subscription.id);
      expect(payment).toMatchObject({ status: 'processing', attempts: 1 });
      expect(await gatewayCharges(app(), payment?.id ?? 0)).toHaveLength(1);
      // Not yet stale: a run now neither charges again nor asks.
      app().sandboxGateway.state.mode = 'normal';
      expect(await app().billing.runOnce()).toEqual({ charged: 0, retried: 0, reconciled: 0 });
      travel(app(), 10 / (24 * 60));
      expect((await app().billing.runOnce()).reconciled).toBe(1);
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({ status: 'success', attempts: 1 });
      expect((await subscriptionOf(app(), subscription.id)).billingPeriod).toBe(3);
      // The callback held back while the sandbox was slow arrives late and changes nothing.
      expect(await app().sandboxGateway.dispatcher.deliverDue()).toBe(1);
      expect(await bonusOf(app(), client.id)).toBe(2_500);
      expect(await gatewayCharges(app(), payment?.id ?? 0)).toHaveLength(1);
      expect(await auditActions(app(), client.id)).toEqual(['card.bind', 'payment.charge.succeeded']);
    });

    it('reconciles a charge the gateway never received (it was down) as a soft decline, then retries', async () => {
      const { client } = await signedInClient(app());
      await bindCard(app(), client.id);
      const subscription = await createSubscription(app(), client.id);
      app().sandboxGateway.state.mode = 'down';
      await app().billing.runOnce();
      travel(app(), 10 / (24 * 60));
      expect((await app().billing.runOnce()).reconciled).toBe(0);
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({ status: 'processing' });
      app().sandboxGateway.state.mode = 'normal';
      travel(app(), 20 / (24 * 60));
      expect((await app().billing.runOnce()).reconciled).toBe(1);
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({
        status: 'fail',
        failureCode: 'gateway_no_record',
      });
      travel(app(), 1.01);
      await app().billing.runOnce();
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({ status: 'success', attempts: 2 });
    });

    it('skips subscriptions that are not active or not due yet', async () => {
      const { client } = await signedInClient(app());
      await bindCard(app(), client.id);
      const paused = await createSubscription(app(), client.id, { status: 3 });
      const future = await createSubscription(app(), client.id, { nextPaymentDate: '2999-01-01' });
      const due = await createSubscription(app(), client.id);
      await app().billing.runOnce();
      expect(await paymentsOf(app(), due.id)).toHaveLength(1);
      expect(await paymentsOf(app(), paused.id)).toEqual([]);
      expect(await paymentsOf(app(), future.id)).toEqual([]);
    });
  },
  PAYMENT_TEST_CONFIG,
);
