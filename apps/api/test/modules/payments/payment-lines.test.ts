import { addDays, todayInBishkek, ZExitQuoteResponse, ZPaymentsResponse } from '@ijara/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { cards, notices, sandboxCharges, subscriptionExtras } from '../../../src/db/schema/index';
import { systemClock } from '../../../src/lib/clock';
import { rawRows } from '../../../src/lib/raw-rows';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import {
  bindCard,
  CARDS,
  createSubscription,
  PAYMENT_TEST_CONFIG,
  paymentsOf,
  subscriptionOf,
  travel,
} from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import {
  AIRPODS,
  BISHKEK_DELIVERY,
  CASE_GLASS,
  checkoutFor,
  IPHONE_INSURANCE,
  IPHONE_RENT,
  NO_KEY,
  order,
  SEED,
} from '../checkout/fixture';

/** The iPhone's grid in Bishkek as checkout copies it: 5 990 / 4 890 / 3 890 som a month. */
const TERM_PRICES = { '3': IPHONE_RENT[3], '6': IPHONE_RENT[6], '12': IPHONE_RENT[12] };

async function listOf(app: FastifyInstance, token: string, locale: 'ru' | 'en' = 'ru') {
  const response = await apiInject(app, { path: 'payment/list/', token, locale });
  return ZPaymentsResponse.parse(response.json()).payments;
}

function exitQuote(app: FastifyInstance, token: string, subscriptionID: number) {
  return apiInject(app, { path: 'subscription/exit-quote/', token, body: { subscriptionID } });
}

function unsubscribe(app: FastifyInstance, token: string, subscriptionID: number, exitCharge?: number) {
  return apiInject(app, {
    path: 'subscription/setstatus/',
    token,
    body: { subscriptionID, status: 4, ...(exitCharge === undefined ? {} : { exitCharge }) },
  });
}

/**
 * A 12-month iPhone handed over `months` months ago and paid up to now: `billingPeriod` is the month
 * the next payment opens, 10 days ahead.
 */
async function running(app: FastifyInstance, clientId: number, months: number, term = 12) {
  const today = todayInBishkek(app.clock.now());
  const rent = IPHONE_RENT[term as 3 | 12];
  return createSubscription(app, clientId, {
    term,
    rentMonthly: rent,
    monthlyTotal: rent,
    termPrices: TERM_PRICES,
    startDate: addDays(today, -30 * months + 10),
    nextPaymentDate: addDays(today, 10),
    billingPeriod: months + 1,
  });
}

describeEachDatabase(
  'payment lines and the price of an early exit (docs/decisions/054)',
  ({ app }) => {
    afterEach(() => {
      app().clock.now = systemClock().now;
      app().sandboxGateway.state.mode = 'normal';
    });

    it('records the first payment by its lines: the month, delivery and a one-off extra apart, discounts negative', async () => {
      const { client, token } = await signedInClient(app(), {
        companyId: SEED.joldoshFinance,
        companyVerifiedAt: new Date(),
        companyVerifiedBy: 'staff',
      });
      await bindCard(app(), client.id);
      const created = await checkoutFor(app()).create({
        clientId: client.id,
        request: order({
          insurance: true,
          extras: [SEED.caseGlass, SEED.airpods],
          delivery: 'delivery',
          office: undefined,
          address: 'Чуй 1',
        }),
        roistat: null,
        ip: null,
        locale: 'ru',
        intent: NO_KEY,
      });
      const employer = IPHONE_RENT[12] / 10;
      const amount = IPHONE_RENT[12] + IPHONE_INSURANCE + CASE_GLASS + AIRPODS + BISHKEK_DELIVERY - employer;
      expect(created.payment).toMatchObject({ status: 'success', amount });

      const [payment] = await listOf(app(), token);
      expect(payment?.type).toBe('subscription');
      expect(payment?.lines).toEqual([
        { kind: 'subscription', label: 'Подписка на 12\u00a0месяцев', amount: IPHONE_RENT[12] },
        { kind: 'insurance', label: 'Страховка от поломки и кражи', amount: IPHONE_INSURANCE },
        { kind: 'extra', label: expect.any(String), amount: CASE_GLASS, extraID: SEED.caseGlass },
        { kind: 'extra', label: expect.any(String), amount: AIRPODS, extraID: SEED.airpods },
        { kind: 'delivery', label: 'Доставка по адресу', amount: BISHKEK_DELIVERY },
        { kind: 'discount', label: 'Скидка от работодателя, 10%', amount: -employer },
      ]);
      expect(payment?.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(payment?.amount);
      const [english] = await listOf(app(), token, 'en');
      expect(english?.lines[0]?.label).toBe('Subscription for 12\u00a0months');

      // The order keeps the grid it was sold at, for an early exit.
      const subscription = await subscriptionOf(app(), created.subscription.id);
      expect(subscription.termPrices).toEqual(TERM_PRICES);
    });

    it("writes a monthly payment's lines from the subscription's stored amounts", async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const discount = 38_900;
      const subscription = await createSubscription(app(), client.id, {
        rentMonthly: IPHONE_RENT[12],
        insurance: true,
        insuranceMonthly: IPHONE_INSURANCE,
        discount,
        monthlyTotal: IPHONE_RENT[12] + IPHONE_INSURANCE + AIRPODS - discount,
      });
      await app()
        .db.insert(subscriptionExtras)
        .values([
          { subscriptionId: subscription.id, extraId: SEED.airpods, price: AIRPODS, billing: 'monthly' },
          { subscriptionId: subscription.id, extraId: SEED.caseGlass, price: CASE_GLASS, billing: 'once' },
        ]);
      await app().billing.runOnce();
      const [payment] = (await listOf(app(), token)).filter((p) => p.subscriptionID === subscription.id);
      expect(payment).toMatchObject({ status: 'success', amount: subscription.monthlyTotal });
      expect(payment?.lines.map((line) => [line.kind, line.amount])).toEqual([
        ['subscription', IPHONE_RENT[12]],
        ['insurance', IPHONE_INSURANCE],
        ['extra', AIRPODS],
        ['discount', -discount],
      ]);
      expect(payment?.lines[3]?.label).toBe('Скидка');
    });

    it('quotes an early exit at the tariff of the longest term not longer than the months used', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const today = todayInBishkek(app().clock.now());
      // Figures by hand: 3-month price 5 990, 6-month 4 890, 12-month 3 890 som a month.
      const cases = [
        // 1 month: fewer than the shortest term, so the 3-month price: 1 × (5 990 − 3 890) = 2 100 som.
        { months: 1, term: 12, amount: 210_000, tariffTerm: 3 },
        // 4 months: the 3-month price: 4 × (5 990 − 3 890) = 8 400 som.
        { months: 4, term: 12, amount: 840_000, tariffTerm: 3 },
        // 7 months: the 6-month price: 7 × (4 890 − 3 890) = 7 000 som.
        { months: 7, term: 12, amount: 700_000, tariffTerm: 6 },
        // A 3-month plan left after 2 months: its own price is the shortest's, nothing more to pay.
        { months: 2, term: 3, amount: 0, tariffTerm: null },
      ];
      for (const expected of cases) {
        const subscription = await running(app(), client.id, expected.months, expected.term);
        const response = await exitQuote(app(), token, subscription.id);
        expect(response.statusCode).toBe(200);
        const { quote } = ZExitQuoteResponse.parse(response.json());
        expect(quote).toMatchObject({
          amount: expected.amount,
          monthsUsed: expected.months,
          tariffTerm: expected.tariffTerm,
          returnDate: addDays(today, 9),
        });
        expect(quote.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(expected.amount);
      }
      const quoted = ZExitQuoteResponse.parse(
        (await exitQuote(app(), token, (await running(app(), client.id, 4)).id)).json(),
      );
      expect(quoted.quote.lines).toEqual([
        {
          kind: 'early_exit',
          label: 'Досрочный отказ: 4\u00a0месяца по цене подписки на 3\u00a0месяца',
          amount: 840_000,
        },
      ]);
    });

    it('charges the quoted amount once under parallel unsubscribes, and refuses an amount no longer true', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const subscription = await running(app(), client.id, 4);

      const stale = await unsubscribe(app(), token, subscription.id, 210_000);
      expect(stale.statusCode).toBe(409);
      expect((await subscriptionOf(app(), subscription.id)).status).toBe(2);

      const answers = await Promise.all(
        Array.from({ length: 8 }, () => unsubscribe(app(), token, subscription.id, 840_000)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200, 409, 409, 409, 409, 409, 409, 409,
      ]);
      const exits = (await paymentsOf(app(), subscription.id)).filter((p) => p.period === 0);
      expect(exits).toMatchObject([
        { type: 'subscription', status: 'success', amount: 840_000, attempts: 1 },
      ]);
      const charged = await app()
        .db.select()
        .from(sandboxCharges)
        .where(sql`${sandboxCharges.reference} like ${`ijara-pay-${exits[0]?.id}-%`}`);
      expect(charged).toHaveLength(1);
      const listed = (await listOf(app(), token)).find((p) => p.id === exits[0]?.id);
      expect(listed?.lines).toMatchObject([{ kind: 'early_exit', amount: 840_000 }]);
      const after = await subscriptionOf(app(), subscription.id);
      expect(after).toMatchObject({ status: 4, billingPeriod: 5 });

      // Leaving at the end costs nothing more: no payment row at all.
      const paidUp = await running(app(), client.id, 2, 3);
      expect((await unsubscribe(app(), token, paidUp.id, 0)).statusCode).toBe(200);
      expect((await paymentsOf(app(), paidUp.id)).filter((p) => p.period === 0)).toEqual([]);
    });

    it('sends a declined exit charge down the retry path with its notice, and a later try settles it', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id, CARDS.insufficient);
      const subscription = await running(app(), client.id, 1);
      expect((await unsubscribe(app(), token, subscription.id)).statusCode).toBe(200);
      let [exit] = (await paymentsOf(app(), subscription.id)).filter((p) => p.period === 0);
      expect(exit).toMatchObject({ status: 'fail', amount: 210_000, failureCode: 'insufficient_funds' });
      expect(exit?.nextAttemptAt).toBeInstanceOf(Date);
      const told = await app()
        .db.select()
        .from(notices)
        .where(and(eq(notices.clientId, client.id), eq(notices.kind, 'charge_failed')));
      expect(told).toHaveLength(1);

      const good = await bindCard(app(), client.id, CARDS.success);
      await app().db.update(cards).set({ active: false }).where(eq(cards.clientId, client.id));
      await app().db.update(cards).set({ active: true }).where(eq(cards.id, good.id));
      travel(app(), 1.01);
      expect((await app().billing.runOnce()).retried).toBe(1);
      [exit] = (await paymentsOf(app(), subscription.id)).filter((p) => p.period === 0);
      expect(exit).toMatchObject({ status: 'success', attempts: 2 });
      expect((await subscriptionOf(app(), subscription.id)).status).toBe(4);
    });

    it('keeps every payment equal to the sum of its lines', async () => {
      const drift = await rawRows<{ id: number }>(
        app().db,
        sql`select p.id from payments p
            where p.amount <> coalesce((select sum(l.amount) from payment_lines l where l.payment_id = p.id), 0)`,
      );
      expect(drift).toEqual([]);
      const [{ count } = { count: 0 }] = await rawRows<{ count: number }>(
        app().db,
        sql`select count(*)::integer as count from payment_lines`,
      );
      expect(count).toBeGreaterThan(10);
    });
  },
  PAYMENT_TEST_CONFIG,
);
