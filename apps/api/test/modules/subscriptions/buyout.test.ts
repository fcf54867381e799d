import {
  addDays,
  SUBSCRIPTION_STATUS,
  todayInBishkek,
  ZBuyoutQuoteResponse,
  ZBuyoutResponse,
  ZFaqResponse,
  ZReceiptResponse,
} from '@ijara/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import {
  auditLog,
  bonusLedger,
  clients,
  deviceUnits,
  models,
  notices,
  payments,
  returnBookings,
  sandboxCharges,
} from '../../../src/db/schema/index';
import { insertPaymentLines } from '../../../src/modules/payments/index';
import { buyoutPrice } from '../../../src/modules/subscriptions/buyout-quote';
import { describeEachDatabase } from '../../helpers/app';
import { setClientFlags, signedInClient } from '../../helpers/auth';
import {
  bindCard,
  CARDS,
  createSubscription,
  newKey,
  PAYMENT_TEST_CONFIG,
  paymentsOf,
  subscriptionOf,
} from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';

/** The seeded iPhone 16, 128 GB (model 1): retail price 95 000 som. */
const IPHONE_VALUE = 9_500_000;
/** Its 12-month rent in Bishkek, 3 890 som, and an employer's 10% off it: 3 501 som of rent a month. */
const RENT = 389_000;
const EMPLOYER = 38_900;
const INSURANCE = 25_000;

let serials = 0;

/**
 * A 12-month iPhone handed over `months` months ago with each month paid (rent, insurance and the
 * employer's discount as their lines), and its unit rented out.
 */
async function running(
  app: FastifyInstance,
  clientId: number,
  months: number,
  month: { rent: number; discount: number } = { rent: RENT, discount: EMPLOYER },
) {
  const today = todayInBishkek(app.clock.now());
  const subscription = await createSubscription(app, clientId, {
    term: 12,
    rentMonthly: month.rent,
    insurance: true,
    insuranceMonthly: INSURANCE,
    discount: month.discount,
    monthlyTotal: month.rent + INSURANCE - month.discount,
    startDate: addDays(today, -30 * months + 10),
    endDate: addDays(today, 365 - 30 * months + 10),
    nextPaymentDate: addDays(today, 10),
    billingPeriod: months + 1,
  });
  for (let period = 1; period <= months; period += 1) {
    const amount = month.rent + INSURANCE - month.discount;
    const [payment] = await app.db
      .insert(payments)
      .values({
        clientId,
        subscriptionId: subscription.id,
        period,
        type: 'subscription',
        status: 'success',
        amount,
        attempts: 1,
        paidAt: new Date(),
      })
      .returning();
    if (!payment) throw new Error('no payment');
    await insertPaymentLines(app.db, payment, [
      { kind: 'subscription', amount: month.rent },
      { kind: 'insurance', amount: INSURANCE },
      { kind: 'discount', amount: -month.discount },
    ]);
  }
  serials += 1;
  const [unit] = await app.db
    .insert(deviceUnits)
    .values({
      modelId: 1,
      cityId: 1,
      officeId: 1,
      serial: `BUYOUT-${process.pid}-${Date.now()}-${serials}`,
      state: 'rented',
      subscriptionId: subscription.id,
    })
    .returning();
  if (!unit) throw new Error('no unit');
  return { subscription, unit };
}

function quote(app: FastifyInstance, token: string, subscriptionID: number, locale: 'ru' | 'en' = 'ru') {
  return apiInject(app, { path: 'subscription/buyout-quote/', token, locale, body: { subscriptionID } });
}

function buy(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  options: { key?: string | undefined; locale?: 'ru' | 'en' } = {},
) {
  return apiInject(app, {
    path: 'subscription/buyout/',
    token,
    locale: options.locale ?? 'ru',
    body,
    headers: { 'idempotency-key': 'key' in options ? options.key : newKey() },
  });
}

async function quoted(app: FastifyInstance, token: string, subscriptionID: number) {
  const response = await quote(app, token, subscriptionID);
  expect(response.statusCode).toBe(200);
  return ZBuyoutQuoteResponse.parse(response.json()).quote;
}

async function chargesOf(app: FastifyInstance, paymentId: number) {
  return app.db
    .select()
    .from(sandboxCharges)
    .where(sql`${sandboxCharges.reference} like ${`ijara-pay-${paymentId}-%`}`);
}

async function unitOf(app: FastifyInstance, id: number) {
  const [unit] = await app.db.select().from(deviceUnits).where(eq(deviceUnits.id, id));
  return unit;
}

async function actions(app: FastifyInstance, subscriptionId: number) {
  const rows = await app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'subscription'), eq(auditLog.entityId, String(subscriptionId))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

describeEachDatabase(
  'buying the device out: the quote and its one charge (docs/decisions/055)',
  ({ app }) => {
    it('prices by the rule, by hand: after 1, 2 and 3 paid months, and at the floor', () => {
      const rules = { sharePercent: 50, floorPercent: 30 };
      // 95 000 − 50% of 3 501 (1 750,50 → 1 750) = 93 250 som.
      expect(buyoutPrice(IPHONE_VALUE, 350_100, rules)).toEqual({
        value: IPHONE_VALUE,
        rentPaid: 350_100,
        sharePercent: 50,
        credit: 175_000,
        floorPercent: 30,
        floor: 2_850_000,
        amount: 9_325_000,
        floored: false,
      });
      // 95 000 − 50% of 143 880 (71 940) = 23 060, below the floor of 30% × 95 000 = 28 500.
      expect(buyoutPrice(IPHONE_VALUE, 14_388_000, rules)).toMatchObject({
        credit: 7_194_000,
        amount: 2_850_000,
        floored: true,
      });
    });

    it('quotes the retail price less half the rent paid, never below 30%, item by item', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const [model] = await app().db.select().from(models).where(eq(models.id, 1));
      expect(model?.value).toBe(IPHONE_VALUE);
      // Rent paid a month: 3 890 − 389 = 3 501 som; insurance is not rent.
      const cases = [
        // 1 month: 95 000 − 1 750 (half of 3 501, rounded down) = 93 250 som.
        { months: 1, rentPaid: 350_100, credit: 175_000, amount: 9_325_000 },
        // 2 months: 95 000 − 3 501 (half of 7 002) = 91 499 som.
        { months: 2, rentPaid: 700_200, credit: 350_100, amount: 9_149_900 },
        // 3 months: 95 000 − 5 251 (half of 10 503, rounded down) = 89 749 som.
        { months: 3, rentPaid: 1_050_300, credit: 525_100, amount: 8_974_900 },
      ];
      for (const expected of cases) {
        const { subscription } = await running(app(), client.id, expected.months);
        expect(await quoted(app(), token, subscription.id)).toEqual({
          value: IPHONE_VALUE,
          rentPaid: expected.rentPaid,
          sharePercent: 50,
          credit: expected.credit,
          floorPercent: 30,
          floor: 2_850_000,
          amount: expected.amount,
          floored: false,
          points: 0,
          card: '**** 4242',
        });
      }
      // 12 months at 11 990 som: 143 880 paid, half is 71 940; 95 000 − 71 940 = 23 060 < 28 500.
      const { subscription: long } = await running(app(), client.id, 12, { rent: 1_199_000, discount: 0 });
      expect(await quoted(app(), token, long.id)).toMatchObject({
        rentPaid: 14_388_000,
        credit: 7_194_000,
        floor: 2_850_000,
        amount: 2_850_000,
        floored: true,
      });
    });

    it('charges once under parallel requests, with different keys and with one key; the unit is sold', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const { subscription, unit } = await running(app(), client.id, 2);
      await app()
        .db.insert(returnBookings)
        .values({ subscriptionId: subscription.id, returnOn: addDays(todayInBishkek(), 20), officeId: 1 });
      const { amount } = await quoted(app(), token, subscription.id);
      const key = newKey();
      const body = { subscriptionID: subscription.id, amount };
      const keys = [newKey(), newKey(), newKey(), key, key];
      const answers = await Promise.all(keys.map((each) => buy(app(), token, body, { key: each })));
      const ok = answers.filter((answer) => answer.statusCode === 200);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      expect(ok.length + refused.length).toBe(5);
      const paymentIds = new Set(ok.map((answer) => ZBuyoutResponse.parse(answer.json()).payment.id));
      expect(paymentIds.size).toBe(1);

      const buyouts = (await paymentsOf(app(), subscription.id)).filter((p) => p.period === -1);
      expect(buyouts).toMatchObject([{ type: 'subscription', status: 'success', amount, attempts: 1 }]);
      const [payment] = buyouts;
      if (!payment) throw new Error('no buy-out payment');
      expect(await chargesOf(app(), payment.id)).toHaveLength(1);

      // The key that paid, sent again, answers the same payment, charging nothing more.
      const paid = keys[answers.findIndex((answer) => answer.statusCode === 200)];
      const again = await buy(app(), token, body, { key: paid });
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(ZBuyoutResponse.parse(again.json()).payment).toEqual({
        id: payment.id,
        status: 'success',
        card: amount,
        points: 0,
      });
      expect(await chargesOf(app(), payment.id)).toHaveLength(1);

      const after = await subscriptionOf(app(), subscription.id);
      expect(after).toMatchObject({ status: SUBSCRIPTION_STATUS.boughtOut, nextPaymentDate: null });
      const answered = ZBuyoutResponse.parse(ok[0]?.json()).subscription;
      expect(answered).toMatchObject({ status: 7, nextPaymentDate: null, closedOn: todayInBishkek() });
      expect(await unitOf(app(), unit.id)).toMatchObject({
        state: 'retired',
        subscriptionId: null,
        soldSubscriptionId: subscription.id,
        retiredReason: `Выкуплен клиентом (подписка №${subscription.id})`,
      });
      expect(
        await app()
          .db.select()
          .from(returnBookings)
          .where(eq(returnBookings.subscriptionId, subscription.id)),
      ).toEqual([]);
      expect(await actions(app(), subscription.id)).toEqual([
        'subscription.buyout_started',
        'subscription.bought_out',
      ]);

      // Billing stops: nothing more is charged for it.
      await app().billing.runOnce();
      expect((await paymentsOf(app(), subscription.id)).length).toBe(3);

      // The receipt: its buy-out line, its purpose, and a PDF.
      const receipt = await apiInject(app(), { path: `payment/receipt/${payment.id}/`, token, locale: 'ru' });
      expect(receipt.statusCode).toBe(200);
      const parsed = ZReceiptResponse.parse(receipt.json());
      expect(parsed.receipt).toMatchObject({
        amount,
        method: 'card',
        period: null,
        lines: [{ kind: 'buyout', label: 'Выкуп устройства', amount }],
      });
      const pdf = await app().inject({ method: 'GET', url: parsed.pdf.path });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');

      // Bought out: no second buy-out, and the status says why.
      const twice = await buy(app(), token, body, { locale: 'en' });
      expect(twice.statusCode).toBe(409);
      expect(errorOf(twice).message).toBe('This device is already bought out.');
    });

    it('takes points for part of it, or for all of it without the card', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      await setClientFlags(app(), client.id, { bonus: 1_000_000 });
      const { subscription } = await running(app(), client.id, 1);
      const first = await quoted(app(), token, subscription.id);
      expect(first.points).toBe(1_000_000);
      const response = await buy(app(), token, {
        subscriptionID: subscription.id,
        amount: first.amount,
        usePoints: true,
      });
      expect(response.statusCode).toBe(200);
      const { payment } = ZBuyoutResponse.parse(response.json());
      expect(payment).toMatchObject({ status: 'success', card: first.amount - 1_000_000, points: 1_000_000 });
      const list = await apiInject(app(), { path: 'payment/list/', token, locale: 'en' });
      const listed = list.json().payments.find((p: { id: number }) => p.id === payment.id);
      expect(listed).toMatchObject({
        amount: first.amount - 1_000_000,
        lines: [
          { kind: 'buyout', label: 'Device buy-out', amount: first.amount },
          { kind: 'points', label: 'Paid with bonus points', amount: -1_000_000 },
        ],
      });
      const [balance] = await app()
        .db.select({ bonus: clients.bonus })
        .from(clients)
        .where(eq(clients.id, client.id));
      // 1% cashback of the card's part only.
      expect(balance?.bonus).toBe(Math.floor((first.amount - 1_000_000) / 100));

      const rich = await signedInClient(app(), { bonus: 20_000_000 });
      const { subscription: other, unit } = await running(app(), rich.client.id, 3);
      const all = await quoted(app(), rich.token, other.id);
      expect(all).toMatchObject({ points: all.amount, card: null });
      const paid = await buy(app(), rich.token, {
        subscriptionID: other.id,
        amount: all.amount,
        usePoints: true,
      });
      expect(paid.statusCode).toBe(200);
      expect(ZBuyoutResponse.parse(paid.json()).payment).toMatchObject({
        status: 'success',
        card: 0,
        points: all.amount,
      });
      const [row] = (await paymentsOf(app(), other.id)).filter((p) => p.period === -1);
      expect(row).toMatchObject({ status: 'success', gateway: 'points', bonusUsed: all.amount });
      expect(await chargesOf(app(), row?.id ?? 0)).toEqual([]);
      expect(await unitOf(app(), unit.id)).toMatchObject({ state: 'retired', soldSubscriptionId: other.id });
    });

    it('leaves everything as it was when the card is declined, points given back, and may be tried again', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id, CARDS.insufficient);
      await setClientFlags(app(), client.id, { bonus: 500_000 });
      const { subscription, unit } = await running(app(), client.id, 2);
      const { amount } = await quoted(app(), token, subscription.id);
      const body = { subscriptionID: subscription.id, amount, usePoints: true };

      const declined = await buy(app(), token, body);
      expect(declined.statusCode).toBe(402);
      expect(errorOf(declined).message).toBe(
        'На карте недостаточно средств. Пополните её или оплатите другой картой.',
      );
      const before = await subscriptionOf(app(), subscription.id);
      expect(before).toMatchObject({ status: 2, overdueSince: null, billingPeriod: 3 });
      expect((await paymentsOf(app(), subscription.id)).filter((p) => p.period === -1)).toEqual([]);
      expect(await unitOf(app(), unit.id)).toMatchObject({
        state: 'rented',
        subscriptionId: subscription.id,
      });
      const [balance] = await app()
        .db.select({ bonus: clients.bonus })
        .from(clients)
        .where(eq(clients.id, client.id));
      expect(balance?.bonus).toBe(500_000);
      const ledger = await app()
        .db.select({ amount: bonusLedger.amount, reason: bonusLedger.reason })
        .from(bonusLedger)
        .where(eq(bonusLedger.clientId, client.id))
        .orderBy(bonusLedger.id);
      expect(ledger).toEqual([
        { amount: -500_000, reason: 'payment' },
        { amount: 500_000, reason: 'refund' },
      ]);
      expect(await actions(app(), subscription.id)).toEqual([
        'subscription.buyout_started',
        'subscription.buyout_declined',
      ]);
      // Nothing is owed: no failure notice, and the next quote is not blocked as overdue.
      expect(
        await app()
          .db.select()
          .from(notices)
          .where(and(eq(notices.clientId, client.id), eq(notices.kind, 'charge_failed'))),
      ).toEqual([]);
      expect(await quoted(app(), token, subscription.id)).toMatchObject({ amount });

      await bindCard(app(), client.id, CARDS.success);
      await app().db.execute(
        sql`update cards set active = (masked_pan = '**** 4242') where client_id = ${client.id}`,
      );
      const retried = await buy(app(), token, body);
      expect(retried.statusCode).toBe(200);
      expect((await subscriptionOf(app(), subscription.id)).status).toBe(7);
    });

    it('refuses a stale amount with the new one, and a state or a debt that does not allow it', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const { subscription } = await running(app(), client.id, 1);
      const { amount } = await quoted(app(), token, subscription.id);

      const stale = await buy(app(), token, { subscriptionID: subscription.id, amount: amount + 100 });
      expect(stale.statusCode).toBe(409);
      expect(errorOf(stale)).toMatchObject({
        code: 'price_changed',
        message:
          'Стоимость выкупа изменилась: теперь она 93\u00a0250\u00a0сом. Проверьте сумму и подтвердите ещё раз.',
      });
      const staleEn = await buy(
        app(),
        token,
        { subscriptionID: subscription.id, amount: amount + 100 },
        { locale: 'en' },
      );
      expect(errorOf(staleEn).message).toBe(
        'The buy-out price has changed: it is now 93,250\u00a0som. Check the amount and confirm again.',
      );
      expect((await paymentsOf(app(), subscription.id)).filter((p) => p.period === -1)).toEqual([]);

      const closed = await createSubscription(app(), client.id, { status: 5, nextPaymentDate: null });
      for (const [locale, message] of [
        [
          'ru',
          'Выкупить можно только устройство, которое у вас: по действующей или приостановленной подписке либо после отказа, пока устройство не возвращено.',
        ],
        [
          'en',
          'Only a device you have can be bought out: on a running or paused subscription, or after unsubscribing until the device is returned.',
        ],
      ] as const) {
        const answer = await quote(app(), token, closed.id, locale);
        expect(answer.statusCode).toBe(409);
        expect(errorOf(answer).message).toBe(message);
      }
      const someoneElse = await signedInClient(app());
      expect((await quote(app(), someoneElse.token, subscription.id)).statusCode).toBe(404);

      // A failed monthly payment outstanding: pay it first.
      await app().db.insert(payments).values({
        clientId: client.id,
        subscriptionId: subscription.id,
        period: 2,
        type: 'subscription',
        status: 'fail',
        amount: 100_000,
        attempts: 1,
      });
      const owed = await buy(app(), token, { subscriptionID: subscription.id, amount }, { locale: 'en' });
      expect(owed.statusCode).toBe(409);
      expect(errorOf(owed)).toMatchObject({
        code: 'payment_overdue',
        message: 'First pay what is due under Payments: the buy-out is available once every payment is made.',
        redirect: '/en/payments/',
      });
    });

    it('answers bad input with the field named, in Russian and English', async () => {
      const { token } = await signedInClient(app());
      for (const [locale, message] of [
        ['ru', 'Сумма выкупа указана неверно. Обновите страницу и подтвердите ещё раз.'],
        ['en', 'The buy-out amount is not valid. Reload the page and confirm again.'],
      ] as const) {
        for (const amount of [-5, 0, 12.5, '100']) {
          const response = await buy(app(), token, { subscriptionID: 1, amount }, { locale });
          expect(response.statusCode).toBe(400);
          expect(errorOf(response).fields).toEqual({ amount: message });
        }
      }
      const missing = await buy(app(), token, { amount: 100 }, { locale: 'en' });
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).fields).toEqual({ subscriptionID: 'This field required' });
      const noKey = await buy(app(), token, { subscriptionID: 1, amount: 100 }, { key: undefined });
      expect(noKey.statusCode).toBe(400);
      expect(errorOf(noKey).code).toBe('bad_request');
      const points = await buy(app(), token, { subscriptionID: 1, amount: 100, usePoints: 'yes' });
      expect(errorOf(points).fields).toEqual({ usePoints: 'Пожалуйста, введите корректные данные' });
    });

    it('states the rule in the FAQ with the configured percentages', async () => {
      const response = await apiInject(app(), { path: 'info/faq/', locale: 'ru' });
      const answer = ZFaqResponse.parse(response.json()).faq.find((item) =>
        item.question.includes('выкупить'),
      )?.answer;
      expect(answer).toContain(
        'минус 50% уже внесённой арендной платы, но не меньше 30% розничной стоимости',
      );
    });
  },
  PAYMENT_TEST_CONFIG,
);
