import { SPEC_TEXTS, SUBSCRIPTION_STATUS } from '@ijara/contract';
import { STAFF_TEXTS } from '@ijara/contract/staff';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  deviceUnits,
  payments,
  refunds,
  sandboxCharges,
  subscriptions,
} from '../../../src/db/schema/index';
import type { PaymentGateway, RefundInput, RefundResult } from '../../../src/gateways/types';
import { ChargeRepository } from '../../../src/modules/payments/charges/repository';
import { RefundRepository } from '../../../src/modules/payments/refunds/repository';
import { RefundService } from '../../../src/modules/payments/refunds/service';
import { describeEachDatabase } from '../../helpers/app';
import { newKey, PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import { buyer, IPHONE_RENT, order, promoUses } from '../checkout/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

/** A paid order waiting for its hand-over, made through checkout with a sandbox card. */
async function paidOrder(app: FastifyInstance, overrides: Parameters<typeof order>[0] = {}) {
  const client = await buyer(app);
  const created = await app.checkout.create({
    clientId: client.id,
    request: order(overrides),
    roistat: null,
    ip: '10.0.0.1',
    locale: 'ru',
    intent: { recordEffect: async () => {} },
  });
  if (created.payment?.status !== 'success') throw new Error('first payment not paid');
  const { token } = await app.auth.sessions.issue(app.db, client.id, '127.0.0.1', 'code');
  return { client, token, subscriptionId: created.subscription.id, paymentId: created.payment.id };
}

async function paymentRow(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('no payment');
  return row;
}

async function chargeOf(app: FastifyInstance, paymentId: number) {
  const payment = await paymentRow(app, paymentId);
  const [charge] = await app.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.id, payment.gatewayPaymentId ?? ''));
  return charge;
}

/**
 * A gateway that refunds like Freedom Pay's revoke.php, whose pages do not say it deduplicates by key:
 * every call that gets through moves money. Like our Freedom Pay adapter it reads its refunded total
 * first and answers "refunded" when that already covers the refund on top of `refundedBefore`.
 * `loseNextAnswer` refunds the next one and loses the answer.
 */
function revokeLikeGateway(base: PaymentGateway) {
  const refunded = new Map<string, number>();
  const sent: RefundInput[] = [];
  let lose = false;
  const gateway: PaymentGateway = {
    ...base,
    refund: async (input): Promise<RefundResult> => {
      sent.push(input);
      const total = refunded.get(input.chargeId) ?? 0;
      if (total >= input.refundedBefore + input.amount) return { status: 'refunded', refundedAmount: total };
      refunded.set(input.chargeId, total + input.amount);
      if (lose) {
        lose = false;
        return { status: 'unknown', reason: 'the answer was lost' };
      }
      return { status: 'refunded', refundedAmount: total + input.amount };
    },
  };
  return {
    gateway,
    sent,
    refundedOf: (chargeId: string) => refunded.get(chargeId) ?? 0,
    loseNextAnswer: () => {
      lose = true;
    },
  };
}

/** The app's refund service on another gateway. */
function refundsThrough(app: FastifyInstance, gateway: PaymentGateway): RefundService {
  return new RefundService(
    new RefundRepository(app.db),
    new ChargeRepository(app.db, app.clients),
    app.payments.settlement,
    gateway,
    app.clients,
    app.clock,
    app.log,
  );
}

describeEachDatabase(
  'cancelling an order and refunding a payment',
  ({ app }) => {
    let manager: Person;
    let operator: Person;
    beforeAll(async () => {
      advance(app(), 0);
      manager = await person(app(), 'manager', 'Менеджер Возвратов');
      operator = await person(app(), 'operator', 'Оператор Чуй');
    });
    afterEach(() => {
      app().sandboxGateway.state.mode = 'normal';
      advance(app(), 0);
    });
    /** The app's clock `days` on (staff sessions have ended by then: no staff call after it). */
    const later = (days: number) => {
      const at = new Date(app().clock.now().getTime() + days * 86_400_000);
      app().clock.now = () => at;
    };

    const cancelAsClient = (token: string, subscriptionID: number, key = newKey()) =>
      apiInject(app(), {
        path: 'subscription/cancel/',
        body: { subscriptionID },
        token,
        headers: { 'idempotency-key': key },
      });
    const refund = (who: Person, body: object, key = newKey()) =>
      staffCall(app(), 'payments/refund/', { cookie: who.cookie, body, headers: { 'idempotency-key': key } });

    it('the client cancels: status 6, the unit free, the promo use back, the first payment refunded once', async () => {
      const before = await promoUses(app(), 'SAVE10');
      const { token, subscriptionId, paymentId } = await paidOrder(app(), { promo: 'SAVE10' });
      const [unit] = await app()
        .db.select()
        .from(deviceUnits)
        .where(eq(deviceUnits.subscriptionId, subscriptionId));
      const paid = await paymentRow(app(), paymentId);

      // A double click and a second tab: three requests, two keys.
      const key = newKey();
      const otherTab = newKey();
      const answers = await Promise.all([
        cancelAsClient(token, subscriptionId, key),
        cancelAsClient(token, subscriptionId, key),
        cancelAsClient(token, subscriptionId, otherTab),
      ]);
      // One goes through; the other tab's is refused; the same key again is "in progress" (409) while
      // it runs, or the replay of its answer (200) when it arrives after it ended.
      const codes = answers.map((answer) => answer.statusCode);
      const wins = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json());
      if (wins.length === 2) {
        expect(codes).toEqual([200, 200, 409]);
        expect(wins[1]).toEqual(wins[0]);
      } else {
        expect([...codes].sort()).toEqual([200, 409, 409]);
      }
      const ok = wins[0];
      expect(ok.subscription.status).toBe(SUBSCRIPTION_STATUS.cancelled);
      expect(ok.refund).toEqual({ card: paid.amount, points: 0 });
      const again = await cancelAsClient(token, subscriptionId);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(SPEC_TEXTS.ru.statusFromCancelled);
      // The key that won (either tab's) replays its answer.
      const winner = answers[2]?.statusCode === 200 ? otherTab : key;
      expect((await cancelAsClient(token, subscriptionId, winner)).json()).toEqual({ ...ok });

      expect((await paymentRow(app(), paymentId)).refundedAmount).toBe(paid.amount);
      expect((await chargeOf(app(), paymentId))?.refundedAmount).toBe(paid.amount);
      const rows = await app().db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
      expect(rows).toMatchObject([{ status: 'succeeded', amount: paid.amount, actor: 'client' }]);
      const [after] = await app()
        .db.select()
        .from(deviceUnits)
        .where(eq(deviceUnits.id, unit?.id ?? 0));
      expect(after).toMatchObject({ state: 'available', subscriptionId: null });
      expect(await promoUses(app(), 'SAVE10')).toBe(before);

      // The payment list shows the refund.
      const list = await apiInject(app(), { path: 'payment/list/', token, method: 'GET' });
      expect(list.json().payments.find((p: { id: number }) => p.id === paymentId)).toMatchObject({
        refunded: paid.amount,
      });
    });

    it('a handed-over order, and a payment still processing, cannot be cancelled: 409 with the reason', async () => {
      const { token, subscriptionId, paymentId } = await paidOrder(app());
      await app().db.update(payments).set({ status: 'processing' }).where(eq(payments.id, paymentId));
      const processing = await cancelAsClient(token, subscriptionId);
      expect(processing.statusCode).toBe(409);
      expect(processing.json().message).toBe(SPEC_TEXTS.ru.cancelPaymentProcessing);
      await app().db.update(payments).set({ status: 'success' }).where(eq(payments.id, paymentId));

      await app()
        .db.update(subscriptions)
        .set({ status: SUBSCRIPTION_STATUS.active })
        .where(eq(subscriptions.id, subscriptionId));
      const active = await cancelAsClient(token, subscriptionId);
      expect(active.statusCode).toBe(409);
      expect(active.json().message).toBe(SPEC_TEXTS.ru.cancelNotAllowed);
      expect(await app().db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toEqual([]);
    });

    it('another client’s order is 404; a manager cancels with a reason, an operator may not', async () => {
      const { subscriptionId, paymentId } = await paidOrder(app());
      const stranger = await paidOrder(app());
      expect((await cancelAsClient(stranger.token, subscriptionId)).statusCode).toBe(404);

      const body = { subscriptionID: subscriptionId, reason: 'Клиент передумал по телефону' };
      const byOperator = await staffCall(app(), 'orders/cancel/', { cookie: operator.cookie, body });
      expect(byOperator.statusCode).toBe(403);
      const noReason = await staffCall(app(), 'orders/cancel/', {
        cookie: manager.cookie,
        body: { subscriptionID: subscriptionId, reason: ' ' },
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fields).toEqual({ reason: STAFF_TEXTS.ru.staffReasonRequired });

      const cancelled = await staffCall(app(), 'orders/cancel/', { cookie: manager.cookie, body });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 6, refund: { card: IPHONE_RENT[12], points: 0 } });
      const [audit] = await app()
        .db.select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'subscription.cancelled'), eq(auditLog.entityId, String(subscriptionId))),
        );
      expect(audit).toMatchObject({ actor: 'staff', staffId: manager.id });
      expect(audit?.details).toMatchObject({ reason: body.reason });
      expect((await paymentRow(app(), paymentId)).refundedAmount).toBe(IPHONE_RENT[12]);
    });

    it('a manager refunds half, twice with one key, then more than is left is refused with the amount left', async () => {
      const { paymentId } = await paidOrder(app());
      const half = IPHONE_RENT[12] / 2;
      const key = newKey();
      const body = { paymentID: paymentId, amount: half, reason: 'Компенсация за задержку' };
      const [first, second] = await Promise.all([refund(manager, body, key), refund(manager, body, key)]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      // One request sends the refund; the other answers it as it finds it (pending while it is sent).
      expect(second.json().refund.id).toBe(first.json().refund.id);
      const again = await refund(manager, body, key);
      expect(again.json()).toMatchObject({
        refund: { id: first.json().refund.id, status: 'succeeded', amount: half },
        refunded: half,
        left: half,
      });
      expect((await chargeOf(app(), paymentId))?.refundedAmount).toBe(half);

      const tooMuch = await refund(manager, { ...body, amount: half + 100 });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().message).toBe(
        'Вернуть можно не больше 1\u00a0945\u00a0сом: столько осталось от платежа.',
      );
      const otherAmount = await refund(manager, { ...body, amount: 100 }, key);
      expect(otherAmount.statusCode).toBe(422);
      expect((await refund(operator, body)).statusCode).toBe(403);
      const noKey = await staffCall(app(), 'payments/refund/', { cookie: manager.cookie, body });
      expect(noKey.statusCode).toBe(400);
      expect((await paymentRow(app(), paymentId)).refundedAmount).toBe(half);
    });

    it('a refund the gateway does not answer stays pending, is retried by the job with the same key, and moves once', async () => {
      const { paymentId } = await paidOrder(app());
      app().sandboxGateway.state.mode = 'down';
      const pending = await refund(manager, {
        paymentID: paymentId,
        amount: 10_000,
        reason: 'Сбой терминала',
      });
      expect(pending.statusCode, pending.body).toBe(200);
      expect(pending.json().refund.status).toBe('pending');
      // Pending money counts against what is left.
      expect(pending.json().left).toBe(IPHONE_RENT[12] - 10_000);
      app().sandboxGateway.state.mode = 'normal';
      later(1);
      await app().payments.refunds.retryPending();
      await app().payments.refunds.retryPending();
      const [row] = await app().db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
      expect(row).toMatchObject({ status: 'succeeded' });
      expect((await chargeOf(app(), paymentId))?.refundedAmount).toBe(10_000);
    });

    describe('on a gateway that does not deduplicate refunds', () => {
      async function setup() {
        const { paymentId } = await paidOrder(app());
        const chargeId = (await paymentRow(app(), paymentId)).gatewayPaymentId ?? '';
        const fake = revokeLikeGateway(app().payments.gateway);
        const service = refundsThrough(app(), fake.gateway);
        const open = (amount: number) =>
          app().db.transaction((tx) =>
            service.open(tx, {
              paymentId,
              amount,
              reason: 'Сбой связи',
              key: newKey(),
              by: { actor: 'system' },
            }),
          );
        const rowOf = async (id: number) =>
          (await app().db.select().from(refunds).where(eq(refunds.id, id)))[0];
        return { paymentId, chargeId, fake, service, open, rowOf };
      }

      it('a refund whose answer was lost is retried by the job and moves the money once', async () => {
        const { paymentId, chargeId, fake, service, open, rowOf } = await setup();
        const refund = await open(10_000);
        fake.loseNextAnswer();
        expect(await service.settle(refund.id)).toMatchObject({ status: 'pending' });
        expect(fake.refundedOf(chargeId)).toBe(10_000);
        // The same request again (a double click) does not send it again: only the job does.
        expect(await service.settle(refund.id)).toMatchObject({ status: 'pending' });
        expect(fake.sent).toHaveLength(1);

        later(1);
        expect(await service.retryPending()).toBe(1);
        expect(await rowOf(refund.id)).toMatchObject({ status: 'succeeded', attempts: 2 });
        expect(fake.sent.map((input) => input.refundedBefore)).toEqual([0, 0]);
        expect(fake.refundedOf(chargeId)).toBe(10_000);
        expect((await paymentRow(app(), paymentId)).refundedAmount).toBe(10_000);
      });

      it('a newer refund of the payment waits while an older one is in doubt; the job sends them in order', async () => {
        const { paymentId, chargeId, fake, service, open, rowOf } = await setup();
        const older = await open(10_000);
        fake.loseNextAnswer();
        await service.settle(older.id);
        const newer = await open(20_000);
        expect(await service.settle(newer.id)).toMatchObject({ status: 'pending', attempts: 0 });
        expect(fake.sent).toHaveLength(1);

        later(1);
        expect(await service.retryPending()).toBe(2);
        expect(await rowOf(older.id)).toMatchObject({ status: 'succeeded' });
        expect(await rowOf(newer.id)).toMatchObject({ status: 'succeeded' });
        expect(fake.sent.map((input) => [input.idempotencyKey, input.refundedBefore])).toEqual([
          [`ijara-refund-${older.id}`, 0],
          [`ijara-refund-${older.id}`, 0],
          [`ijara-refund-${newer.id}`, 10_000],
        ]);
        expect(fake.refundedOf(chargeId)).toBe(30_000);
        expect((await paymentRow(app(), paymentId)).refundedAmount).toBe(30_000);
      });

      it('an older refund never sent waits for a newer one in doubt, so its total is not taken for its own', async () => {
        const { paymentId, chargeId, fake, service, open, rowOf } = await setup();
        // Its request ended before sending it (the process restarted).
        const unsent = await open(10_000);
        const lost = await open(20_000);
        fake.loseNextAnswer();
        await service.settle(lost.id);
        expect(await service.settle(unsent.id)).toMatchObject({ status: 'pending', attempts: 0 });

        later(1);
        // The oldest first: it still waits; the one in doubt is settled from the total.
        expect(await service.retryPending()).toBe(1);
        expect(await rowOf(lost.id)).toMatchObject({ status: 'succeeded' });
        expect(await service.retryPending()).toBe(1);
        expect(await rowOf(unsent.id)).toMatchObject({ status: 'succeeded' });
        expect(fake.sent.map((input) => input.refundedBefore)).toEqual([0, 0, 20_000]);
        expect(fake.refundedOf(chargeId)).toBe(30_000);
        expect((await paymentRow(app(), paymentId)).refundedAmount).toBe(30_000);
      });
    });

    it('the order-expiry job cancels and refunds orders not handed over within 3 days', async () => {
      const { subscriptionId, paymentId } = await paidOrder(app());
      const [order] = await app().db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      // Days counted from the order's own time (the database's clock), whatever the hour of the run.
      const daysAfterOrder = (days: number) => {
        const at = new Date((order?.createdAt ?? new Date()).getTime() + days * 86_400_000);
        app().clock.now = () => at;
      };
      daysAfterOrder(3);
      expect(await app().subscriptions.cancel.expire()).toBe(0);
      daysAfterOrder(4);
      expect(await app().subscriptions.cancel.expire()).toBeGreaterThanOrEqual(1);
      const [row] = await app().db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      expect(row).toMatchObject({ status: 6, cancelReason: 'not handed over within 3 days' });
      expect((await paymentRow(app(), paymentId)).refundedAmount).toBe(IPHONE_RENT[12]);
    });
  },
  PAYMENT_TEST_CONFIG,
);
