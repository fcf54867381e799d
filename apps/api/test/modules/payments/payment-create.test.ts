import { specText, ZPaymentCreateResponse } from '@ijara/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { auditLog, sandboxCharges } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import {
  bindCard,
  CARDS,
  createSubscription,
  newKey,
  PAYMENT_TEST_CONFIG,
  paymentsOf,
  payNow,
  subscriptionOf,
} from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';

/** A client whose monthly charge failed for good (hard decline), with the failed payment. */
async function failedPayment(app: FastifyInstance) {
  const signedIn = await signedInClient(app);
  await bindCard(app, signedIn.client.id, CARDS.chargeDeclined);
  const subscription = await createSubscription(app, signedIn.client.id);
  await app.billing.runOnce();
  const [payment] = await paymentsOf(app, subscription.id);
  if (payment?.status !== 'fail') throw new Error('the charge did not fail');
  return { ...signedIn, subscription, payment };
}

async function chargesOf(app: FastifyInstance, paymentId: number) {
  return app.db
    .select()
    .from(sandboxCharges)
    .where(sql`${sandboxCharges.reference} like ${`ijara-pay-${paymentId}-%`}`);
}

describeEachDatabase(
  'payment/payment-create/: paying a due amount now',
  ({ app }) => {
    afterEach(() => {
      app().sandboxGateway.state.mode = 'normal';
    });

    it('pays a failed monthly charge from the active card, moving the date and clearing "overdue"', async () => {
      const { token, client, subscription, payment } = await failedPayment(app());
      expect((await subscriptionOf(app(), subscription.id)).overdueSince).not.toBeNull();
      const good = await bindCard(app(), client.id);
      await app().payments.cards.activate(client.id, good.id, { actor: 'client' });
      const response = await payNow(app(), token, payment.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(ZPaymentCreateResponse.parse(response.json()).payment).toEqual({
        id: payment.id,
        type: 'subscription',
        status: 'success',
        amount: 250_000,
        date: expect.any(String),
        subscriptionID: subscription.id,
        card: '**** 4242',
        refunded: 0,
        lines: [{ kind: 'subscription', label: 'Подписка на 12\u00a0месяцев', amount: 250_000 }],
      });
      expect(await subscriptionOf(app(), subscription.id)).toMatchObject({
        billingPeriod: 3,
        overdueSince: null,
      });
      // One audit row for the charge, from whichever report (the answer or the callback) applied it.
      const rows = await app()
        .db.select()
        .from(auditLog)
        .where(
          sql`${auditLog.action} = 'payment.charge.succeeded' and ${auditLog.entityId} = ${String(payment.id)}`,
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ clientId: client.id, entity: 'payment' });
      expect(JSON.stringify(rows[0]?.details)).not.toMatch(/4242|card_/);
    });

    it('answers the same key and body with the stored answer, charging once', async () => {
      const { token, client, payment } = await failedPayment(app());
      const good = await bindCard(app(), client.id);
      await app().payments.cards.activate(client.id, good.id, { actor: 'client' });
      const key = newKey();
      const first = await payNow(app(), token, payment.id, { key });
      const second = await payNow(app(), token, payment.id, { key });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(await chargesOf(app(), payment.id)).toHaveLength(2);
      // Another key for a paid payment: nothing is charged, the person is told.
      const third = await payNow(app(), token, payment.id, { locale: 'en' });
      expect(third.statusCode).toBe(409);
      expect(errorOf(third)).toMatchObject({
        code: 'payment_not_due',
        message: 'This payment is already paid.',
      });
      expect(await chargesOf(app(), payment.id)).toHaveLength(2);
    });

    it.each(['ru', 'en'] as const)(
      'answers 422 idempotency_mismatch for the same key with another body (%s)',
      async (locale) => {
        const { token, payment } = await failedPayment(app());
        const key = newKey();
        await payNow(app(), token, payment.id, { key, locale });
        const other = await payNow(app(), token, payment.id + 1000, { key, locale });
        expect(other.statusCode).toBe(422);
        expect(errorOf(other)).toEqual({
          statusCode: '422',
          code: 'idempotency_mismatch',
          message: specText('idempotencyMismatch', locale),
        });
      },
    );

    it.each([
      ['missing', undefined],
      ['too short', 'abc'],
      ['with unsafe characters', 'key with spaces!'],
      ['too long', 'k'.repeat(129)],
    ])('answers 400 when the Idempotency-Key is %s', async (_, key) => {
      const { token, payment } = await failedPayment(app());
      const response = await apiInject(app(), {
        path: 'payment/payment-create/',
        body: { type: '2', paymentID: payment.id },
        token,
        locale: 'en',
        headers: { 'idempotency-key': key },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        statusCode: '400',
        code: 'bad_request',
        message: specText('idempotencyKeyRequired', 'en'),
      });
    });

    it.each(['ru', 'en'] as const)(
      'answers 402 with what the bank said when the card is declined (%s)',
      async (locale) => {
        const { token, client, payment } = await failedPayment(app());
        const poor = await bindCard(app(), client.id, CARDS.insufficient);
        await app().payments.cards.activate(client.id, poor.id, { actor: 'client' });
        const response = await payNow(app(), token, payment.id, { locale });
        expect(response.statusCode).toBe(402);
        expect(errorOf(response)).toEqual({
          statusCode: '402',
          code: 'payment_declined',
          message: specText('paymentInsufficientFunds', locale),
        });
        expect((await paymentsOf(app(), payment.subscriptionId ?? 0))[0]).toMatchObject({
          status: 'fail',
          attempts: 2,
        });
      },
    );

    it('runs concurrent duplicates once: one charge, the others wait or replay', async () => {
      const { token, client, payment } = await failedPayment(app());
      const good = await bindCard(app(), client.id);
      await app().payments.cards.activate(client.id, good.id, { actor: 'client' });
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => payNow(app(), token, payment.id, { key })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(errorOf(answer).code).toBe('idempotency_in_progress');
        expect(answer.headers['retry-after']).toBe('1');
      }
      expect(await chargesOf(app(), payment.id)).toHaveLength(2);
    });

    it('answers "processing" when the gateway does not answer in time, and refuses to pay it again', async () => {
      const { token, client, payment } = await failedPayment(app());
      const good = await bindCard(app(), client.id);
      await app().payments.cards.activate(client.id, good.id, { actor: 'client' });
      app().sandboxGateway.state.mode = 'slow';
      const response = await payNow(app(), token, payment.id);
      expect(response.statusCode).toBe(200);
      expect(ZPaymentCreateResponse.parse(response.json()).payment.status).toBe('processing');
      app().sandboxGateway.state.mode = 'normal';
      const again = await payNow(app(), token, payment.id, { locale: 'en' });
      expect(errorOf(again)).toMatchObject({
        code: 'payment_not_due',
        message: specText('paymentInProgress', 'en'),
      });
    });

    it('answers 404 for someone else’s payment and 422 without a card', async () => {
      const { payment } = await failedPayment(app());
      const stranger = await signedInClient(app());
      expect((await payNow(app(), stranger.token, payment.id)).statusCode).toBe(404);
      const { token, client, payment: own } = await failedPayment(app());
      await app().db.execute(sql`update cards set active = false where client_id = ${client.id}`);
      const response = await payNow(app(), token, own.id, { locale: 'en' });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({
        code: 'no_active_card',
        message: specText('noActiveCard', 'en'),
      });
    });
  },
  PAYMENT_TEST_CONFIG,
);
