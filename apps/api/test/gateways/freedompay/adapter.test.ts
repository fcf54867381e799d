import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cards, payments, refunds, webhookEvents } from '../../../src/db/schema/index';
import { scriptName, signatureValid } from '../../../src/gateways/freedompay/signature';
import { parseXmlMessage, text } from '../../../src/gateways/freedompay/xml';
import type { RefundInput } from '../../../src/gateways/types';
import { systemClock } from '../../../src/lib/clock';
import { signedInClient } from '../../helpers/auth';
import { ANY_DRIVER } from '../../helpers/database';
import { auditActions, createSubscription, paymentsOf, payNow, travel } from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';
import { FP_CARDS, SECRET_KEY } from './fake-freedompay';
import { bindCardUrl, bindThroughPage, type FreedomPayApp, freedomPayApp } from './setup';

const RESULT_PATH = '/api/payments/freedompay/result';

/** Our XML answer to a callback, its signature checked with the shared key. */
function answerOf(body: string) {
  const fields = parseXmlMessage(body);
  if (!fields) throw new Error(`not XML: ${body}`);
  expect(signatureValid(scriptName(RESULT_PATH), fields, SECRET_KEY)).toBe(true);
  return { status: text(fields, 'pg_status'), description: text(fields, 'pg_description') };
}

/*
 * Once, on ANY_DRIVER: what is the adapter's own is the provider's protocol (signatures, XML, hosted
 * page, callbacks); the settlement and refund SQL it reaches is the payments module's, whose suites run
 * on both databases.
 */
describe('Freedom Pay adapter', () => {
  const driver = ANY_DRIVER;
  let env: FreedomPayApp;
  const app = () => env.app;
  // Two servers and a database copy: slower to set up than one app on a busy machine.
  beforeAll(async () => {
    env = await freedomPayApp(driver);
  }, 120_000);
  afterAll(async () => {
    await env?.close();
  }, 120_000);
  afterEach(() => {
    app().clock.now = systemClock().now;
    env.fake.release();
  });

  /** A client with a card bound through the hosted page and a subscription due today. */
  async function dueSubscriber(number: string = FP_CARDS.success) {
    const { client, token } = await signedInClient(app());
    const card = await bindThroughPage(env, client.id, token, number);
    const subscription = await createSubscription(app(), client.id, { monthlyTotal: 250_000 });
    return { client, token, card, subscription };
  }

  /** Billing charges the subscription; its payment row afterwards. */
  async function billed(subscriptionId: number) {
    await app().billing.runOnce();
    const [payment] = await paymentsOf(app(), subscriptionId);
    if (!payment) throw new Error('nothing was charged');
    return payment;
  }

  it('binds a card through the hosted page and sends the person back to /cards/', async () => {
    const { client, token } = await signedInClient(app());
    const url = await bindCardUrl(app(), token);
    expect(url.startsWith(`${env.fake.url}/v1/merchant/9970/cardstorage/view?pg_payment_id=`)).toBe(true);
    const page = await env.fake.submitCard(url, FP_CARDS.success);
    expect(page).toMatchObject({
      status: 302,
      location: `${env.site}/cards/?bind=success`,
      callbackStatus: 200,
    });
    const rows = await app().db.select().from(cards).where(eq(cards.clientId, client.id));
    const [stored] = [...env.fake.cards.keys()].slice(-1);
    expect(rows).toMatchObject([
      {
        gateway: 'freedompay',
        gatewayToken: `${client.id}:${stored}`,
        maskedPan: '**** 6150',
        brand: 'visa',
        expiry: '09/39',
        active: true,
      },
    ]);
    expect(await auditActions(app(), client.id)).toEqual(['card.bind']);
  });

  it('returns to /checkout/ when binding started there, and saves no card the page refused', async () => {
    const { client, token } = await signedInClient(app());
    const url = await bindCardUrl(app(), token, 'checkout');
    const page = await env.fake.submitCard(url, FP_CARDS.refused);
    expect(page).toMatchObject({
      status: 302,
      location: `${env.site}/checkout/?bind=success`,
      callbackStatus: 200,
    });
    expect(await app().db.select().from(cards).where(eq(cards.clientId, client.id))).toEqual([]);
  });

  it('charges the saved token with our payment as order id and idempotency key', async () => {
    const { card, subscription } = await dueSubscriber();
    const payment = await billed(subscription.id);
    expect(payment).toMatchObject({ status: 'success', attempts: 1, amount: 250_000, cardId: card.id });
    const sent = env.fake.payments.get(payment.gatewayPaymentId ?? '');
    expect(sent).toMatchObject({
      orderId: `ijara-pay-${payment.id}-1`,
      idempotencyKey: `ijara-pay-${payment.id}-1`,
      amount: '2500',
      currency: 'KGS',
      status: 'success',
      resultUrl: `${env.site}${RESULT_PATH}`,
    });
  });

  it.each([
    { number: FP_CARDS.insufficient, code: 'insufficient_funds', retried: true },
    { number: FP_CARDS.expired, code: 'expired_card', retried: false },
    { number: FP_CARDS.threeDs, code: 'three_ds_required', retried: false },
    { number: FP_CARDS.declined, code: 'card_declined', retried: false },
    { number: FP_CARDS.unavailable, code: 'gateway_unavailable', retried: true },
  ])('turns a decline into $code (tried again: $retried)', async ({ number, code, retried }) => {
    const { subscription } = await dueSubscriber(number);
    const payment = await billed(subscription.id);
    expect(payment).toMatchObject({ status: 'fail', failureCode: code });
    expect(payment.nextAttemptAt !== null).toBe(retried);
  });

  it.each([
    {
      number: FP_CARDS.threeDs,
      locale: 'ru' as const,
      message:
        'Банк требует подтвердить платёж кодом 3-D Secure, а ежемесячное списание не может его запросить. Привяжите карту заново или оплатите другой.',
    },
    {
      number: FP_CARDS.unavailable,
      locale: 'en' as const,
      message: 'The payment service is not answering. Please try again in a few minutes.',
    },
    { number: FP_CARDS.expired, locale: 'en' as const, message: 'The card has expired. Bind another card.' },
  ])('tells the person paying now why ($locale)', async ({ number, locale, message }) => {
    const { token, subscription } = await dueSubscriber(number);
    const failed = await billed(subscription.id);
    const response = await payNow(app(), token, failed.id, { locale });
    expect(response.statusCode).toBe(402);
    expect(errorOf(response)).toMatchObject({ code: 'payment_declined', message });
  });

  it('leaves a charge that timed out processing, then settles it from the payment status', async () => {
    const { subscription } = await dueSubscriber();
    env.fake.holdNextAnswer();
    const pending = await billed(subscription.id);
    expect(pending).toMatchObject({ status: 'processing', attempts: 1 });
    env.fake.release();
    travel(app(), 1);
    expect((await app().billing.runOnce()).reconciled).toBeGreaterThanOrEqual(1);
    const [settled] = await paymentsOf(app(), subscription.id);
    expect(settled).toMatchObject({ status: 'success', attempts: 1 });
    expect(
      [...env.fake.payments.values()].filter((row) => row.orderId === `ijara-pay-${pending.id}-1`),
    ).toHaveLength(1);
  });

  it('refunds a paid charge and records the total Freedom Pay reports', async () => {
    const { client, subscription } = await dueSubscriber();
    const payment = await billed(subscription.id);
    const intent = {
      paymentId: payment.id,
      amount: 250_000,
      reason: 'test',
      key: 'fp-refund',
      by: { actor: 'staff' as const },
    };
    const refund = await app().db.transaction((tx) => app().payments.refunds.open(tx, intent));
    expect((await app().payments.refunds.settle(refund.id)).status).toBe('succeeded');
    const [after] = await paymentsOf(app(), subscription.id);
    expect(after?.refundedAmount).toBe(250_000);
    expect(env.fake.payments.get(payment.gatewayPaymentId ?? '')?.refunded).toBe(2500);
    expect(await auditActions(app(), client.id)).toContain('payment.refund');
  });

  describe('refunds', () => {
    /** A paid charge of 2500 som, and a refund of 1000 som of it as the api asks for one. */
    async function paidCharge() {
      const { subscription } = await dueSubscriber();
      const payment = await billed(subscription.id);
      const charge = env.fake.payments.get(payment.gatewayPaymentId ?? '');
      if (!charge) throw new Error('Freedom Pay has no such charge');
      const input = {
        chargeId: charge.id,
        amount: 100_000,
        idempotencyKey: `ijara-refund-test-${payment.id}`,
        refundedBefore: 0,
      };
      return { payment, charge, input };
    }
    const revokesOf = (chargeId: string) => env.fake.revokes.filter((sent) => sent.paymentId === chargeId);
    const refund = (input: RefundInput) => app().payments.gateway.refund(input);

    it('sends revoke.php once and answers the total the status reports', async () => {
      const { charge, input } = await paidCharge();
      expect(await refund(input)).toEqual({ status: 'refunded', refundedAmount: 100_000 });
      expect(revokesOf(charge.id)).toEqual([
        { paymentId: charge.id, amount: '1000', idempotencyKey: input.idempotencyKey },
      ]);
      // Another refund of the payment, the first one counted before it: sent as well.
      const next = {
        ...input,
        amount: 50_000,
        idempotencyKey: `${input.idempotencyKey}-2`,
        refundedBefore: 100_000,
      };
      expect(await refund(next)).toEqual({ status: 'refunded', refundedAmount: 150_000 });
      expect(revokesOf(charge.id)).toHaveLength(2);
      expect(charge.refunded).toBe(1500);
    });

    it('does not send revoke.php again when the status already shows the refund', async () => {
      const { charge, input } = await paidCharge();
      // An earlier try went through; its answer was lost.
      charge.refunded = 1000;
      expect(await refund(input)).toEqual({ status: 'refunded', refundedAmount: 100_000 });
      expect(revokesOf(charge.id)).toEqual([]);
      expect(charge.refunded).toBe(1000);
    });

    it.each([
      { how: 'refused', fail: () => env.fake.refuseNextStatus() },
      { how: 'not answered', fail: () => env.fake.dropNextAnswer('status') },
    ])('answers unknown and sends nothing when the status is $how', async ({ fail }) => {
      const { charge, input } = await paidCharge();
      fail();
      expect(await refund(input)).toMatchObject({ status: 'unknown' });
      expect(revokesOf(charge.id)).toEqual([]);
      expect(charge.refunded).toBe(0);
    });

    it('settles a refund whose revoke.php answer was lost on the retry, without refunding twice', async () => {
      const { payment, charge } = await paidCharge();
      const intent = {
        paymentId: payment.id,
        amount: 100_000,
        reason: 'test',
        key: `fp-lost-refund-${payment.id}`,
        by: { actor: 'staff' as const },
      };
      const opened = await app().db.transaction((tx) => app().payments.refunds.open(tx, intent));
      env.fake.dropNextAnswer('revoke');
      expect(await app().payments.refunds.settle(opened.id)).toMatchObject({ status: 'pending' });
      expect(charge.refunded).toBe(1000);
      travel(app(), 1);
      await app().payments.refunds.retryPending();
      const [row] = await app().db.select().from(refunds).where(eq(refunds.id, opened.id));
      expect(row).toMatchObject({ status: 'succeeded', attempts: 2 });
      expect(revokesOf(charge.id)).toHaveLength(1);
      expect(charge.refunded).toBe(1000);
      const [after] = await app().db.select().from(payments).where(eq(payments.id, payment.id));
      expect(after?.refundedAmount).toBe(100_000);
    });
  });

  describe('result callbacks', () => {
    /** A charge whose answer was lost: the payment waits for the result callback. */
    async function processingCharge() {
      const due = await dueSubscriber();
      env.fake.dropNextAnswer();
      const payment = await billed(due.subscription.id);
      expect(payment.status).toBe('processing');
      return { ...due, payment, orderId: `ijara-pay-${payment.id}-1` };
    }

    it('refuses one with a bad signature, answering error and changing nothing', async () => {
      const { payment, orderId } = await processingCharge();
      const response = await env.fake.sendResult(orderId, { key: 'not-the-merchant-key' });
      expect(response.status).toBe(400);
      expect(answerOf(response.body).status).toBe('error');
      const [row] = await app().db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row?.status).toBe('processing');
    });

    it('applies one result once: a replay answers the same and changes nothing', async () => {
      const { client, payment, orderId } = await processingCharge();
      const first = await env.fake.sendResult(orderId);
      expect(first.status).toBe(200);
      expect(answerOf(first.body)).toEqual({ status: 'ok', description: 'accepted' });
      const replay = await env.fake.sendResult(orderId);
      expect(answerOf(replay.body)).toEqual({ status: 'ok', description: 'accepted' });
      const [row] = await app().db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row).toMatchObject({ status: 'success', gatewayPaymentId: expect.any(String) });
      const events = await app()
        .db.select()
        .from(webhookEvents)
        .where(eq(webhookEvents.eventId, `freedompay:result:${row?.gatewayPaymentId}:1`));
      expect(events).toHaveLength(1);
      expect(
        (await auditActions(app(), client.id)).filter((a) => a === 'payment.charge.succeeded'),
      ).toHaveLength(1);
    });

    it('rejects one whose amount differs from our payment and does not apply it', async () => {
      const { client, payment, orderId } = await processingCharge();
      const response = await env.fake.sendResult(orderId, { overrides: { pg_amount: '25' } });
      expect(response.status).toBe(200);
      expect(answerOf(response.body)).toEqual({
        status: 'rejected',
        description: 'amount or currency differs from the order',
      });
      const [row] = await app().db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row?.status).toBe('processing');
      const mismatch = await app()
        .db.select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.clientId, client.id), eq(auditLog.action, 'payment.amount_mismatch')));
      expect(mismatch).toMatchObject([{ details: { expected: 250_000, reported: 2_500 } }]);
    });

    it('rejects one in another currency', async () => {
      const { orderId } = await processingCharge();
      const response = await env.fake.sendResult(orderId, { overrides: { pg_currency: 'KZT' } });
      expect(answerOf(response.body).status).toBe('rejected');
    });
  });

  it('deletes the token at Freedom Pay when the person removes the card', async () => {
    const { client, token } = await signedInClient(app());
    const card = await bindThroughPage(env, client.id, token, FP_CARDS.success);
    const response = await apiInject(app(), {
      path: 'payment/remove-card/',
      body: { cardID: card.id },
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(env.fake.removed).toContain(card.gatewayToken.split(':')[1]);
  });
});
