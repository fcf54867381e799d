import {
  addDays,
  specText,
  todayInBishkek,
  ZBonusInfoResponse,
  ZBonusSubscriptionResponse,
} from '@ijara/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { payments } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { auditActions, createSubscription, subscriptionOf } from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';
import { balanceOf, failedPayment, givePoints, payWithPoints } from './fixture';

const paymentOf = async (app: Parameters<typeof givePoints>[0], id: number) =>
  (await app.db.select().from(payments).where(eq(payments.id, id)))[0];

describeEachDatabase('bonus/subscription/', ({ app }) => {
  /** A client with points and a subscription whose period-2 charge failed (overdue). */
  async function owing(points: number, amount = 250_000) {
    const { token, client } = await signedInClient(app());
    const today = todayInBishkek();
    const subscription = await createSubscription(app(), client.id, {
      nextPaymentDate: today,
      billingDay: Number(today.slice(8, 10)),
      overdueSince: new Date(),
    });
    const payment = await failedPayment(app(), client.id, subscription.id, { amount });
    await givePoints(app(), client.id, points);
    return {
      token,
      client,
      subscription,
      payment,
      body: { subscriptionID: subscription.id, paymentID: payment.id },
    };
  }

  it('pays the due payment in full with points, as a charge would', async () => {
    const { token, client, subscription, payment, body } = await owing(300_000);
    const response = await payWithPoints(app(), token, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZBonusSubscriptionResponse.parse(response.json())).toEqual({ statusCode: '200', bonus: 50_000 });
    expect(await paymentOf(app(), payment.id)).toMatchObject({
      status: 'success',
      bonusUsed: 250_000,
      gateway: 'points',
      cardId: null,
      nextAttemptAt: null,
    });
    const after = await subscriptionOf(app(), subscription.id);
    expect(after.billingPeriod).toBe(3);
    expect(after.overdueSince).toBeNull();
    expect(after.nextPaymentDate).not.toBe(subscription.nextPaymentDate);
    expect(await balanceOf(app(), client.id)).toEqual({ bonus: 50_000, ledgerSum: 50_000, ledgerRows: 2 });
    expect(await auditActions(app(), client.id)).toEqual(['payment.paid_with_points']);
    const info = ZBonusInfoResponse.parse((await apiInject(app(), { path: 'bonus/info/', token })).json());
    expect(info.history[0]).toMatchObject({
      type: 'payment',
      amount: -250_000,
      paymentID: payment.id,
      subscriptionID: subscription.id,
    });
    // Paid: a second try is refused, nothing more is spent, and no cashback was credited.
    const again = await payWithPoints(app(), token, body, { locale: 'en' });
    expect(errorOf(again)).toEqual({
      statusCode: '409',
      code: 'payment_not_due',
      message: 'This payment is already paid.',
    });
    expect((await balanceOf(app(), client.id)).bonus).toBe(50_000);
  });

  it.each(['ru', 'en'] as const)(
    'answers "Not enough bonus points" when short, writing nothing (%s)',
    async (locale) => {
      const { token, client, subscription, payment, body } = await owing(249_999);
      const response = await payWithPoints(app(), token, body, { locale });
      expect(errorOf(response)).toEqual({
        statusCode: '422',
        code: 'not_enough_bonus',
        message:
          locale === 'ru' ? 'Упс... Недостаточно бонусных баллов.' : 'Oops... Not enough bonus points.',
      });
      expect(await paymentOf(app(), payment.id)).toEqual(payment);
      expect(await subscriptionOf(app(), subscription.id)).toEqual(subscription);
      expect(await balanceOf(app(), client.id)).toEqual({
        bonus: 249_999,
        ledgerSum: 249_999,
        ledgerRows: 1,
      });
    },
  );

  it('refuses a payment that is not the client’s, not of that subscription, or in flight', async () => {
    const mine = await owing(1_000_000);
    const other = await owing(0);
    const notMine = await payWithPoints(app(), mine.token, other.body, { locale: 'en' });
    expect(errorOf(notMine)).toEqual({
      statusCode: '404',
      code: 'not_found',
      message: 'There is no such payment.',
    });
    const wrongSubscription = await payWithPoints(app(), mine.token, {
      subscriptionID: other.subscription.id,
      paymentID: mine.payment.id,
    });
    expect(wrongSubscription.statusCode).toBe(404);
    await app().db.update(payments).set({ status: 'processing' }).where(eq(payments.id, mine.payment.id));
    const inFlight = await payWithPoints(app(), mine.token, mine.body, { locale: 'en' });
    expect(errorOf(inFlight)).toEqual({
      statusCode: '409',
      code: 'payment_not_due',
      message: specText('paymentInProgress', 'en'),
    });
    expect((await balanceOf(app(), mine.client.id)).bonus).toBe(1_000_000);
  });

  it.each(['ru', 'en'] as const)('answers bad bodies precisely (%s)', async (locale) => {
    const { token, client } = await owing(1_000_000);
    const required = specText('fieldRequired', locale);
    const incorrect = specText('incorrectInfo', locale);
    for (const [body, fields] of [
      [{}, { subscriptionID: required, paymentID: required }],
      [{ subscriptionID: 'one', paymentID: 1 }, { subscriptionID: incorrect }],
      [{ subscriptionID: 1, paymentID: -5 }, { paymentID: incorrect }],
      [{ subscriptionID: 1.5, paymentID: 1 }, { subscriptionID: incorrect }],
    ] as const) {
      const response = await payWithPoints(app(), token, body, { locale });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual(fields);
    }
    expect((await balanceOf(app(), client.id)).ledgerRows).toBe(1);
  });

  it('never lets the balance go below zero under 100 parallel spends', async () => {
    const amount = 10_000;
    const { token, client } = await signedInClient(app());
    const subscription = await createSubscription(app(), client.id, {
      nextPaymentDate: addDays(todayInBishkek(), -1),
      billingPeriod: 101,
    });
    const due = [];
    for (let period = 1; period <= 100; period++) {
      due.push(await failedPayment(app(), client.id, subscription.id, { period, amount }));
    }
    await givePoints(app(), client.id, 40 * amount + amount / 2);
    const answers = await Promise.all(
      due.map((payment) =>
        payWithPoints(app(), token, { subscriptionID: subscription.id, paymentID: payment.id }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.filter((status) => status === 422)).toHaveLength(60);
    expect(await balanceOf(app(), client.id)).toEqual({
      bonus: amount / 2,
      ledgerSum: amount / 2,
      ledgerRows: 41,
    });
    const paid = await app().db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
    expect(paid.filter((payment) => payment.status === 'success')).toHaveLength(40);
    expect(paid.filter((payment) => payment.status === 'fail')).toHaveLength(60);
  }, 60_000);
});
