import { dayOf, nextMonthlyDate } from '@ijara/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import {
  auditLog,
  cards,
  clients,
  paymentLines,
  payments,
  sandboxCallbacks,
  sandboxCharges,
  webhookEvents,
} from '../../../src/db/schema/index';
import { chargeReference } from '../../../src/modules/payments/charges/reference';
import { ChargeRepository } from '../../../src/modules/payments/charges/repository';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { allowConsole } from '../../helpers/console';
import {
  auditActions,
  bindCard,
  CARDS,
  createSubscription,
  PAYMENT_TEST_CONFIG,
  paymentsOf,
  postCallback,
  subscriptionOf,
  travel,
} from '../../helpers/payments';

let seq = 0;
function chargeEvent(
  type: 'charge.succeeded' | 'charge.failed',
  reference: string,
  amount: number,
  extra = {},
) {
  seq += 1;
  return JSON.stringify({
    id: `evt_test_${Date.now()}_${seq}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { charge: `ch_test_${seq}`, reference, amount, currency: 'KGS', ...extra },
  });
}

async function bonusOf(app: FastifyInstance, clientId: number) {
  const [row] = await app.db.select({ bonus: clients.bonus }).from(clients).where(eq(clients.id, clientId));
  return row?.bonus;
}

/** A subscription whose first try is "processing" at the gateway (sent while it was slow). */
async function processingPayment(app: FastifyInstance) {
  const { client } = await signedInClient(app);
  await bindCard(app, client.id);
  const subscription = await createSubscription(app, client.id);
  app.sandboxGateway.state.mode = 'down';
  await app.billing.runOnce();
  app.sandboxGateway.state.mode = 'normal';
  const [payment] = await paymentsOf(app, subscription.id);
  if (payment?.status !== 'processing') throw new Error('payment is not processing');
  return { client, subscription, payment };
}

describeEachDatabase(
  'gateway callbacks',
  ({ app }) => {
    afterEach(() => {
      const state = app().sandboxGateway.state;
      state.mode = 'normal';
      state.duplicateRate = 0;
      state.reorderRate = 0;
    });

    it('applies a signed charge callback once; the same event again changes nothing', async () => {
      const { client, subscription, payment } = await processingPayment(app());
      const body = chargeEvent('charge.succeeded', chargeReference(payment.id, 1), payment.amount);
      const first = await postCallback(app(), body);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ statusCode: '200', result: 'applied' });
      const again = await postCallback(app(), body);
      expect(again.json()).toEqual({ statusCode: '200', result: 'duplicate' });
      expect((await paymentsOf(app(), subscription.id))[0]?.status).toBe('success');
      expect((await subscriptionOf(app(), subscription.id)).billingPeriod).toBe(3);
      expect(await bonusOf(app(), client.id)).toBe(2_500);
      expect(await auditActions(app(), client.id)).toEqual(['card.bind', 'payment.charge.succeeded']);
    });

    it('moves the subscription on from its dates at the write when they changed after the payment was locked', async () => {
      const { subscription, payment } = await processingPayment(app());
      const before = await subscriptionOf(app(), subscription.id);
      // The dates as a concurrent write left them before this settlement's statement: not what it read.
      const original = ChargeRepository.prototype.lockForSettling;
      const read = vi.spyOn(ChargeRepository.prototype, 'lockForSettling');
      read.mockImplementationOnce(async function (this: ChargeRepository, tx, id) {
        const locked = await original.call(this, tx, id);
        if (!locked?.subscription) throw new Error('no subscription read');
        return { ...locked, subscription: { ...locked.subscription, nextPaymentDate: '2000-01-01' } };
      });
      try {
        const body = chargeEvent('charge.succeeded', chargeReference(payment.id, 1), payment.amount);
        expect((await postCallback(app(), body)).json()).toEqual({ statusCode: '200', result: 'applied' });
      } finally {
        read.mockRestore();
      }
      const after = await subscriptionOf(app(), subscription.id);
      expect((await paymentsOf(app(), subscription.id))[0]?.status).toBe('success');
      expect(after.billingPeriod).toBe(before.billingPeriod + 1);
      const opened = before.nextPaymentDate ?? '';
      const anchor = before.billingDay ?? dayOf(before.startDate ?? opened);
      expect(after.nextPaymentDate).toBe(nextMonthlyDate(opened, anchor));
    });

    it('ignores a late callback of an older state: a failure after the success changes nothing', async () => {
      const { client, subscription, payment } = await processingPayment(app());
      const reference = chargeReference(payment.id, 1);
      await postCallback(app(), chargeEvent('charge.succeeded', reference, payment.amount));
      const late = await postCallback(
        app(),
        chargeEvent('charge.failed', reference, payment.amount, {
          decline: 'soft',
          code: 'insufficient_funds',
        }),
      );
      expect(late.json()).toEqual({ statusCode: '200', result: 'applied' });
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({
        status: 'success',
        failureCode: null,
      });
      expect(await auditActions(app(), client.id)).toEqual(['card.bind', 'payment.charge.succeeded']);
    });

    it('ignores a callback about an earlier try once a later try is under way', async () => {
      const { subscription, payment } = await processingPayment(app());
      await app().db.update(payments).set({ attempts: 2 }).where(eq(payments.id, payment.id));
      await postCallback(
        app(),
        chargeEvent('charge.succeeded', chargeReference(payment.id, 1), payment.amount),
      );
      expect((await paymentsOf(app(), subscription.id))[0]?.status).toBe('processing');
    });

    it('gives back a charge that succeeded after its try was failed: recorded once, refunded once', async () => {
      const { client, payment } = await processingPayment(app());
      // Reconciliation asked before the gateway had written the charge and failed the try.
      await app().db.update(payments).set({ status: 'fail' }).where(eq(payments.id, payment.id));
      const [card] = await app().db.select().from(cards).where(eq(cards.clientId, client.id));
      const reference = chargeReference(payment.id, payment.attempts);
      const charge = () =>
        app().sandboxGateway.charges.charge({
          token: card?.gatewayToken ?? '',
          amount: payment.amount,
          currency: 'KGS',
          reference,
          idempotencyKey: reference,
        });
      // Its callback arrives late (delivered as the sandbox charges), and once more.
      expect((await charge()).status).toBe('succeeded');
      await app().sandboxGateway.dispatcher.deliverDue();
      const [row] = await app()
        .db.select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.reference, reference));
      expect(row).toMatchObject({ status: 'succeeded', refundedAmount: payment.amount });
      expect((await paymentsOf(app(), payment.subscriptionId ?? 0))[0]?.status).toBe('fail');
      expect(await auditActions(app(), client.id)).not.toContain('payment.charge.succeeded');
    });

    it('gives back a charge that succeeded for a payment removed since (an order undone): once', async () => {
      allowConsole();
      const { client, payment } = await processingPayment(app());
      const [card] = await app().db.select().from(cards).where(eq(cards.clientId, client.id));
      await app().db.delete(paymentLines).where(eq(paymentLines.paymentId, payment.id));
      await app().db.delete(payments).where(eq(payments.id, payment.id));
      const reference = chargeReference(payment.id, payment.attempts);
      const result = await app().sandboxGateway.charges.charge({
        token: card?.gatewayToken ?? '',
        amount: payment.amount,
        currency: 'KGS',
        reference,
        idempotencyKey: reference,
      });
      expect(result.status).toBe('succeeded');
      const [row] = await app()
        .db.select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.reference, reference));
      expect(row).toMatchObject({ status: 'succeeded', refundedAmount: payment.amount });
      // The same callback once more: recorded already, nothing refunded or written again.
      const [callback] = await app()
        .db.select()
        .from(sandboxCallbacks)
        .where(sql`${sandboxCallbacks.body}::jsonb -> 'data' ->> 'reference' = ${reference}`);
      expect((await postCallback(app(), callback?.body ?? '')).statusCode).toBe(200);
      const audits = await app()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.action, 'payment.late_success'));
      expect(audits.filter((entry) => entry.entityId === String(payment.id))).toHaveLength(1);
    });

    it('re-checks the amount against the payment and refuses to settle another one', async () => {
      allowConsole();
      const { client, subscription, payment } = await processingPayment(app());
      await postCallback(
        app(),
        chargeEvent('charge.succeeded', chargeReference(payment.id, 1), payment.amount - 1),
      );
      expect((await paymentsOf(app(), subscription.id))[0]?.status).toBe('processing');
      expect(await auditActions(app(), client.id)).toContain('payment.amount_mismatch');
    });

    it.each([
      ['a wrong signature', { secret: 'somebody-elses-secret-entirely' }],
      ['a timestamp older than 300 s', { at: new Date(Date.now() - 400_000) }],
      ['a timestamp from the future', { at: new Date(Date.now() + 400_000) }],
      ['no signature', { signature: '' }],
    ])('refuses %s with 400 and applies nothing', async (_, options) => {
      const { subscription, payment } = await processingPayment(app());
      const body = chargeEvent('charge.succeeded', chargeReference(payment.id, 1), payment.amount);
      const response = await postCallback(app(), body, options);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: '400', code: 'bad_signature' });
      expect((await paymentsOf(app(), subscription.id))[0]?.status).toBe('processing');
      const id = (JSON.parse(body) as { id: string }).id;
      expect(
        await app()
          .db.select()
          .from(webhookEvents)
          .where(eq(webhookEvents.eventId, `sandbox:${id}`)),
      ).toEqual([]);
    });

    it('refuses a signed body it cannot read', async () => {
      const response = await postCallback(
        app(),
        JSON.stringify({ id: 'evt_x', type: 'charge.exploded', data: {} }),
      );
      expect(response.statusCode).toBe(400);
    });

    it('changes nothing twice when the sandbox sends every callback twice', async () => {
      const { client } = await signedInClient(app());
      await bindCard(app(), client.id);
      const subscription = await createSubscription(app(), client.id);
      app().sandboxGateway.state.duplicateRate = 1;
      await app().billing.runOnce();
      expect((await paymentsOf(app(), subscription.id))[0]?.status).toBe('success');
      expect(await bonusOf(app(), client.id)).toBe(2_500);
      expect(await auditActions(app(), client.id)).toEqual(['card.bind', 'payment.charge.succeeded']);
    });

    it('keeps the newest state when an older callback is held back and arrives after a newer one', async () => {
      const { client } = await signedInClient(app());
      await bindCard(app(), client.id, CARDS.insufficient);
      const subscription = await createSubscription(app(), client.id);
      const state = app().sandboxGateway.state;
      // Try 1 is declined, and its callback is held back…
      state.reorderRate = 1;
      await app().billing.runOnce();
      state.reorderRate = 0;
      // …try 2 succeeds with a new card, its callback delivered at once…
      const good = await bindCard(app(), client.id);
      await app().payments.cards.activate(client.id, good.id, { actor: 'client' });
      travel(app(), 1.01);
      await app().billing.runOnce();
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({ status: 'success', attempts: 2 });
      // …and the held "declined" of try 1 arrives last.
      expect(await app().sandboxGateway.dispatcher.deliverDue()).toBeGreaterThanOrEqual(1);
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({ status: 'success', attempts: 2 });
      expect((await subscriptionOf(app(), subscription.id)).overdueSince).toBeNull();
      expect(await bonusOf(app(), client.id)).toBe(2_500);
      expect(await auditActions(app(), client.id)).toEqual([
        'card.bind',
        'payment.charge.failed',
        'card.bind',
        'card.activate',
        'payment.charge.succeeded',
      ]);
    });

    it('records a refund once, whichever of the answer and the callback comes first', async () => {
      const { client } = await signedInClient(app());
      await bindCard(app(), client.id);
      const subscription = await createSubscription(app(), client.id);
      app().sandboxGateway.state.duplicateRate = 1;
      await app().billing.runOnce();
      const [payment] = await paymentsOf(app(), subscription.id);
      const intent = {
        paymentId: payment?.id ?? 0,
        amount: payment?.amount ?? 0,
        reason: 'test',
        key: 'callbacks-refund',
        by: { actor: 'staff' as const },
      };
      const refund = await app().db.transaction((tx) => app().payments.refunds.open(tx, intent));
      expect((await app().payments.refunds.settle(refund.id)).status).toBe('succeeded');
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({
        status: 'success',
        refundedAmount: payment?.amount,
      });
      expect((await auditActions(app(), client.id)).filter((a) => a === 'payment.refund')).toHaveLength(1);
      // Nothing is left of the payment: another refund of it is refused.
      await expect(
        app().db.transaction((tx) =>
          app().payments.refunds.open(tx, { ...intent, key: 'callbacks-refund-2' }),
        ),
      ).rejects.toThrow('refund_refused');
    });
  },
  PAYMENT_TEST_CONFIG,
);
