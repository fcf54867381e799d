import { formatDate, SUBSCRIPTION_STATUS } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { notices, payments, returnBookings, subscriptionExtras } from '../../../src/db/schema/index';
import { systemClock } from '../../../src/lib/clock';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { bindCard, newKey, PAYMENT_TEST_CONFIG, paymentsOf, subscriptionOf } from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';
import { AIRPODS, IPHONE_INSURANCE, IPHONE_RENT, SEED } from '../checkout/fixture';
import { endingOn, extend, extendQuote, extensionsOf, linesOf, onDay } from './extend-fixture';
import { auditOf } from './fixture';

/** The employer's 10% comes off the rent, whole som (contract percentOf). */
const tenPercent = (amount: number) => Math.floor(amount / 10 / 100) * 100;
/** Today's monthly price of the iPhone with insurance and AirPods for a term, less the employer's 10%. */
const monthlyFor = (term: 3 | 6 | 12) =>
  IPHONE_RENT[term] + IPHONE_INSURANCE + AIRPODS - tenPercent(IPHONE_RENT[term]);

describeEachDatabase(
  'extending a subscription at the end of its term',
  ({ app }) => {
    afterEach(() => {
      app().clock.now = systemClock().now;
    });

    it("states each term at today's price, extends once, and billing charges the new price from the new term", async () => {
      const { client, token } = await signedInClient(app(), {
        companyId: SEED.joldoshFinance,
        companyVerifiedAt: new Date(),
        companyVerifiedBy: 'staff',
      });
      await bindCard(app(), client.id);
      // Sold a year ago at older prices: 3 000 som a month, AirPods 500 som.
      const subscription = await endingOn(app(), client.id, '2027-04-01', {
        insurance: true,
        insuranceMonthly: 20_000,
        monthlyTotal: 300_000,
        rentMonthly: 230_000,
      });
      await app().db.insert(subscriptionExtras).values({
        subscriptionId: subscription.id,
        extraId: SEED.airpods,
        price: 50_000,
        billing: 'monthly',
      });

      // 14 days before the end: the first term-end notice, for the old end.
      onDay(app(), '2027-03-18');
      await app().notices.scan.run();

      const quoted = await extendQuote(app(), token, subscription.id);
      expect(quoted.statusCode, quoted.body).toBe(200);
      const { quote } = quoted.json();
      expect(quote).toMatchObject({
        startsOn: '2027-04-01',
        currentEnd: '2027-04-01',
        options: [
          { term: 3, monthly: monthlyFor(3), endsOn: '2027-07-01' },
          { term: 6, monthly: monthlyFor(6), endsOn: '2027-10-01' },
          { term: 12, monthly: monthlyFor(12), endsOn: '2028-04-01' },
        ],
      });
      expect(
        quote.options[1].lines.map((line: { kind: string; amount: number }) => [line.kind, line.amount]),
      ).toEqual([
        ['rent', IPHONE_RENT[6]],
        ['insurance', IPHONE_INSURANCE],
        ['extra', AIRPODS],
        ['employer_discount', -tenPercent(IPHONE_RENT[6])],
      ]);
      expect(quote.options[1].lines[0].label).toBe('Подписка на 6\u00a0месяцев');

      // A booked return is cancelled by extending.
      const booked = await apiInject(app(), {
        path: 'subscription/return-booking/',
        body: { subscriptionID: subscription.id, date: '2027-04-01', office: SEED.chuyOffice },
        token,
      });
      expect(booked.statusCode, booked.body).toBe(200);

      // Bad input: exact answers in both languages.
      let response = await extend(app(), token, { subscriptionID: subscription.id, term: 5 });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ term: 'Пожалуйста, введите корректные данные' });
      response = await extend(app(), token, { subscriptionID: subscription.id, term: 5 }, { locale: 'en' });
      expect(errorOf(response).fields).toEqual({ term: 'Please enter correct information' });
      response = await extend(app(), token, { subscriptionID: subscription.id, term: 6, monthly: 1 });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe('Цена изменилась. Проверьте новую сумму и подтвердите ещё раз.');
      response = await extend(
        app(),
        token,
        { subscriptionID: subscription.id, term: 6, monthly: 1 },
        { locale: 'en' },
      );
      expect(errorOf(response).message).toBe('The price has changed. Check the new total and confirm again.');
      response = await extend(app(), token, { subscriptionID: subscription.id, term: 6 }, { key: undefined });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toMatch(/Idempotency-Key/);
      const stranger = await signedInClient(app());
      response = await extend(app(), stranger.token, { subscriptionID: subscription.id, term: 6 });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('Такой подписки нет.');
      expect(await extensionsOf(app(), subscription.id)).toEqual([]);

      // One confirm, clicked twice with the same key and once more from another tab (a new key).
      const key = newKey();
      const body = { subscriptionID: subscription.id, term: 6, monthly: monthlyFor(6) };
      const [first, again] = [
        await extend(app(), token, body, { key }),
        await extend(app(), token, body, { key }),
      ];
      expect(first.statusCode, first.body).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      const other = await extend(app(), token, body);
      expect(other.statusCode).toBe(409);
      expect(errorOf(other).message).toBe(`Подписка уже продлена до ${formatDate('2027-10-01', 'ru')}`);
      const otherEn = await extend(app(), token, body, { locale: 'en' });
      expect(errorOf(otherEn).message).toBe(
        `The subscription is already extended to ${formatDate('2027-10-01', 'en')}.`,
      );

      const extended = first.json().subscription;
      expect(extended).toMatchObject({
        status: SUBSCRIPTION_STATUS.active,
        term: 6,
        endDate: '2027-10-01',
        nextPaymentDate: '2027-04-01',
        total: monthlyFor(6),
        extension: { term: 6, startsOn: '2027-04-01', endsOn: '2027-10-01', monthly: monthlyFor(6) },
      });
      expect(extended.termEnd).toMatchObject({ dueBack: '2027-10-01', booking: null, choices: false });
      expect(await extensionsOf(app(), subscription.id)).toHaveLength(1);
      expect(
        await app()
          .db.select()
          .from(returnBookings)
          .where(eq(returnBookings.subscriptionId, subscription.id)),
      ).toEqual([]);
      const audit = (await auditOf(app(), subscription.id)).filter(
        (row) => row.action === 'subscription.extended',
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]?.details).toMatchObject({
        term: 6,
        startsOn: '2027-04-01',
        endsOn: '2027-10-01',
        previousEnd: '2027-04-01',
        monthly: monthlyFor(6),
        previousMonthly: 300_000,
        started: true,
        cancelledReturn: '2027-04-01',
      });

      // No term-end notice for the old end any more: the last one is not written, the first not sent.
      onDay(app(), '2027-03-29');
      await app().notices.scan.run();
      const termEnds = await app()
        .db.select()
        .from(notices)
        .where(and(eq(notices.clientId, client.id), eq(notices.kind, 'term_end')));
      expect(termEnds.map((row) => row.dedupeKey)).toEqual([`term-end:${subscription.id}:2027-04-01:14`]);
      await app().notices.sender.runOnce();
      const [stale] = await app()
        .db.select()
        .from(notices)
        .where(eq(notices.id, termEnds[0]?.id ?? 0));
      expect(stale).toMatchObject({ status: 'skipped', lastError: 'no longer true' });

      // Billing: nothing before the new term; its first month at the new price on its first day, once.
      onDay(app(), '2027-03-31');
      await app().billing.runOnce();
      expect(await paymentsOf(app(), subscription.id)).toEqual([]);
      onDay(app(), '2027-04-01');
      await app().billing.runOnce();
      await app().billing.runOnce();
      let charged = await paymentsOf(app(), subscription.id);
      expect(charged.map((p) => [p.period, p.status, p.amount])).toEqual([[13, 'success', monthlyFor(6)]]);
      expect(await linesOf(app(), charged[0]?.id ?? 0)).toEqual([
        ['subscription', IPHONE_RENT[6]],
        ['insurance', IPHONE_INSURANCE],
        ['extra', AIRPODS],
        ['discount', -tenPercent(IPHONE_RENT[6])],
      ]);

      // Each month of the new term once; nothing on the new end (late months only after the grace).
      for (const day of [
        '2027-05-01',
        '2027-06-01',
        '2027-07-01',
        '2027-08-01',
        '2027-09-01',
        '2027-10-01',
      ]) {
        onDay(app(), day);
        await app().billing.runOnce();
        await app().billing.runOnce();
      }
      charged = await paymentsOf(app(), subscription.id);
      expect(charged.map((p) => [p.period, p.amount])).toEqual(
        [13, 14, 15, 16, 17, 18].map((period) => [period, monthlyFor(6)]),
      );
      expect(charged.every((p) => p.status === 'success')).toBe(true);
    });

    it('leaving early re-prices the months of the new term only; before it begins nothing is owed', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const subscription = await endingOn(app(), client.id, '2027-04-01');
      onDay(app(), '2027-03-20');
      const response = await extend(app(), token, { subscriptionID: subscription.id, term: 6 });
      expect(response.statusCode, response.body).toBe(200);

      // Before the new term: leaving ends with the old one, used up.
      const exitQuote = () =>
        apiInject(app(), {
          path: 'subscription/exit-quote/',
          body: { subscriptionID: subscription.id },
          token,
        });
      let quote = (await exitQuote()).json().quote;
      expect(quote).toMatchObject({ amount: 0, monthsUsed: 0, returnDate: '2027-03-31' });

      // Four months of the six begun: re-priced at the 3-month price, as a new 6-month order would be.
      for (const day of ['2027-04-01', '2027-05-01', '2027-06-01', '2027-07-01']) {
        onDay(app(), day);
        await app().billing.runOnce();
      }
      onDay(app(), '2027-07-10');
      quote = (await exitQuote()).json().quote;
      expect(quote).toMatchObject({
        monthsUsed: 4,
        tariffTerm: 3,
        amount: 4 * (IPHONE_RENT[3] - IPHONE_RENT[6]),
      });
    });

    it('an extension made before the last month is charged starts after it: the old price first', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      // The last month (period 12) falls on 1 February, after the window opens on 30 January.
      const subscription = await endingOn(app(), client.id, '2027-03-01', {
        billingPeriod: 12,
        nextPaymentDate: '2027-02-01',
      });
      onDay(app(), '2027-01-30');
      const quoted = (await extendQuote(app(), token, subscription.id)).json().quote;
      expect(quoted.startsOn).toBe('2027-03-01');
      expect(quoted.options.map((o: { term: number; endsOn: string }) => [o.term, o.endsOn])).toEqual([
        [3, '2027-06-01'],
        [6, '2027-09-01'],
        [12, '2028-03-01'],
      ]);
      const response = await extend(app(), token, {
        subscriptionID: subscription.id,
        term: 3,
        monthly: IPHONE_RENT[3],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().subscription).toMatchObject({
        term: 12,
        total: 250_000,
        endDate: '2027-06-01',
        extension: { term: 3, startsOn: '2027-03-01', endsOn: '2027-06-01', monthly: IPHONE_RENT[3] },
      });
      expect(await app().subscriptions.extend.startDue()).toBe(0);

      onDay(app(), '2027-02-01');
      await app().billing.runOnce();
      expect(await app().subscriptions.extend.startDue()).toBe(1);
      expect(await app().subscriptions.extend.startDue()).toBe(0);
      expect(await subscriptionOf(app(), subscription.id)).toMatchObject({
        term: 3,
        periodsBefore: 12,
        monthlyTotal: IPHONE_RENT[3],
        billingPeriod: 13,
        nextPaymentDate: '2027-03-01',
        endDate: '2027-06-01',
      });
      expect((await auditOf(app(), subscription.id)).map((row) => row.action)).toEqual([
        'subscription.extended',
        'subscription.extension_started',
      ]);

      for (const day of ['2027-03-01', '2027-04-01', '2027-05-01', '2027-06-01']) {
        onDay(app(), day);
        await app().billing.runOnce();
        await app().billing.runOnce();
      }
      const charged = await paymentsOf(app(), subscription.id);
      expect(charged.map((p) => [p.period, p.status, p.amount])).toEqual([
        [12, 'success', 250_000],
        [13, 'success', IPHONE_RENT[3]],
        [14, 'success', IPHONE_RENT[3]],
        [15, 'success', IPHONE_RENT[3]],
      ]);
    });

    it('two tabs confirming at once extend once', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const subscription = await endingOn(app(), client.id, '2027-04-01');
      onDay(app(), '2027-03-20');
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => extend(app(), token, { subscriptionID: subscription.id, term: 12 })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      expect(await extensionsOf(app(), subscription.id)).toHaveLength(1);
      expect((await subscriptionOf(app(), subscription.id)).endDate).toBe('2028-04-01');
    });

    it("is refused outside the term's last days, in another state, and with a payment unpaid", async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      onDay(app(), '2027-03-10');
      const refusal = async (subscriptionID: number) => {
        const [ru, en] = [
          await extend(app(), token, { subscriptionID, term: 6 }),
          await extend(app(), token, { subscriptionID, term: 6 }, { locale: 'en' }),
        ];
        const quote = await extendQuote(app(), token, subscriptionID);
        expect(quote.statusCode).toBe(ru.statusCode);
        return [ru.statusCode, errorOf(ru).message, errorOf(en).message];
      };

      const early = await endingOn(app(), client.id, '2027-06-01');
      expect(await refusal(early.id)).toEqual([
        409,
        `Продлить подписку можно будет с ${formatDate('2027-05-02', 'ru')}`,
        `The subscription can be extended from ${formatDate('2027-05-02', 'en')}.`,
      ]);
      const ended = await endingOn(app(), client.id, '2027-03-01');
      expect(await refusal(ended.id)).toEqual([
        409,
        `Срок подписки закончился ${formatDate('2027-03-01', 'ru')}, продлить её уже нельзя. Верните устройство или оформите новую подписку.`,
        `The term ended on ${formatDate('2027-03-01', 'en')}, so the subscription can no longer be extended. Return the device or take out a new subscription.`,
      ]);
      const paused = await endingOn(app(), client.id, '2027-03-20', { status: SUBSCRIPTION_STATUS.pending });
      const notActive = [
        409,
        'Продлить можно только действующую подписку — не приостановленную и не ту, от которой вы отказались.',
        'Only a running subscription can be extended: not paused and not one you have unsubscribed from.',
      ];
      expect(await refusal(paused.id)).toEqual(notActive);
      const left = await endingOn(app(), client.id, '2027-03-20', {
        status: SUBSCRIPTION_STATUS.refusal,
        returnDate: '2027-03-15',
      });
      expect(await refusal(left.id)).toEqual(notActive);

      const due = await endingOn(app(), client.id, '2027-03-20');
      await app().db.insert(payments).values({
        clientId: client.id,
        subscriptionId: left.id,
        period: 12,
        type: 'subscription',
        status: 'fail',
        amount: 250_000,
      });
      const [ru, en] = await refusal(due.id).then((answer) => [answer[1], answer[2]]);
      expect(ru).toBe(
        'У вас есть неоплаченный платёж. Пока он не внесён, продлить подписку нельзя. Оплатите его в разделе «Платежи» — картой или бонусными баллами.',
      );
      expect(en).toBe(
        'You have an unpaid payment. Until it is paid, the subscription cannot be extended. Pay it on the Payments page, by card or with bonus points.',
      );
      const answer = await extend(app(), token, { subscriptionID: due.id, term: 6 });
      expect(errorOf(answer)).toMatchObject({ code: 'payment_overdue', redirect: '/payments/' });
      for (const id of [early.id, ended.id, paused.id, left.id, due.id]) {
        expect(await extensionsOf(app(), id)).toEqual([]);
      }
    });
  },
  // Outcomes settle at once here; unknown outcomes are the billing suites' subject.
  { ...PAYMENT_TEST_CONFIG, GATEWAY_TIMEOUT_MS: '10000' },
);
