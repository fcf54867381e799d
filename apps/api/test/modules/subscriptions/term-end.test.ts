import { addDays, dayOf, formatDate, SUBSCRIPTION_STATUS, todayInBishkek } from '@ijara/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { notices, payments, pickupOffices } from '../../../src/db/schema/index';
import { systemClock } from '../../../src/lib/clock';
import { describeEachDatabase, testConfig } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { postgresCopy } from '../../helpers/database';
import {
  bindCard,
  createSubscription,
  PAYMENT_TEST_CONFIG,
  paymentsOf,
  subscriptionOf,
} from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import { bishkekTime, setClock } from '../notices/fixture';

const MONTHLY = 250_000;

/** An active 12-month subscription, all paid, whose term ends `inDays` days after today. */
async function lastMonth(app: FastifyInstance, clientId: number, inDays: number) {
  const end = addDays(todayInBishkek(), inDays);
  return createSubscription(app, clientId, {
    monthlyTotal: MONTHLY,
    startDate: addDays(end, -365),
    endDate: end,
    nextPaymentDate: end,
    billingPeriod: 13,
    billingDay: dayOf(end),
  });
}

function book(app: FastifyInstance, token: string, body: object) {
  return apiInject(app, { path: 'subscription/return-booking/', body, token, locale: 'ru' });
}

async function kindsOf(app: FastifyInstance, clientId: number) {
  const rows = await app.db.select().from(notices).where(eq(notices.clientId, clientId)).orderBy(notices.id);
  return rows.map((row) => row.dedupeKey.replace(/:\d+:/, ':#:'));
}

describeEachDatabase(
  'the end of a term: notices, return booking, late months, the return',
  ({ app }) => {
    afterEach(() => {
      app().clock.now = systemClock().now;
    });
    /** Noon in Bishkek `days` after the real today (notices outside the quiet hours). */
    const at = (days: number) => setClock(app(), bishkekTime(days, 12));

    it('walks a subscription from its last month past its end to the received return', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const subscription = await lastMonth(app(), client.id, 20);
      const end = subscription.endDate as string;
      const [office] = await app().db.select().from(pickupOffices).where(eq(pickupOffices.cityId, 1));
      const [elsewhere] = await app().db.select().from(pickupOffices).where(ne(pickupOffices.cityId, 1));
      if (!office || !elsewhere) throw new Error('the seed has offices in two cities');

      // 20 days before: booking is open, no notice yet (the first goes 14 days before).
      at(0);
      await app().notices.scan.run();
      expect(await kindsOf(app(), client.id)).toEqual([]);

      // 14 days before, twice: one notice; 3 days before: the second; each once.
      at(6);
      await app().notices.scan.run();
      await app().notices.scan.run();
      at(17);
      await app().notices.scan.run();
      await app().notices.scan.run();
      const termEnds = await app()
        .db.select()
        .from(notices)
        .where(and(eq(notices.clientId, client.id), eq(notices.kind, 'term_end')))
        .orderBy(notices.id);
      expect(termEnds.map((row) => row.dedupeKey)).toEqual([
        `term-end:${subscription.id}:${end}:14`,
        `term-end:${subscription.id}:${end}:3`,
      ]);

      // Bad bookings: exact field texts.
      const tomorrow = addDays(todayInBishkek(app().clock.now()), 1);
      let response = await book(app(), token, {
        subscriptionID: subscription.id,
        date: tomorrow,
        office: elsewhere.id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        office: 'Этот пункт не принимает возвраты по вашей подписке: выберите пункт в городе подписки.',
      });
      response = await book(app(), token, {
        subscriptionID: subscription.id,
        date: addDays(end, 6),
        office: office.id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        date: `Выберите дату с ${formatDate(tomorrow, 'ru')} по ${formatDate(addDays(end, 5), 'ru')} включительно.`,
      });
      response = await book(app(), token, {
        subscriptionID: subscription.id,
        date: tomorrow,
        office: office.id,
        address: 'ул. Киевская, 1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        office: 'Выберите пункт выдачи или укажите адрес для курьера — что-то одно.',
      });

      // Booked at the office two days after the end, then shown with the subscription.
      const date = addDays(end, 2);
      response = await book(app(), token, { subscriptionID: subscription.id, date, office: office.id });
      expect(response.statusCode, response.body).toBe(200);
      const termEnd = response.json().subscription.termEnd;
      expect(termEnd.dueBack).toBe(end);
      expect(termEnd.booking).toMatchObject({
        date,
        address: null,
        changeable: true,
        office: { id: office.id },
      });

      // The day before the booked return: one reminder with the office.
      at(21);
      await app().notices.scan.run();
      await app().notices.scan.run();
      const reminders = await app()
        .db.select()
        .from(notices)
        .where(and(eq(notices.clientId, client.id), eq(notices.kind, 'return_reminder')));
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.values).toMatchObject({
        date,
        address: null,
        office: { name: { ru: office.nameRu } },
      });

      // On the booked day it can no longer be changed.
      at(22);
      response = await book(app(), token, {
        subscriptionID: subscription.id,
        date: addDays(date, 1),
        office: office.id,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `Запись на ${formatDate(date, 'ru')} уже нельзя изменить — менять её можно до предыдущего дня. Если не успеваете, напишите в поддержку.`,
      );

      // Not back: nothing is charged within the grace, one month the day after, once however often billing runs.
      at(25);
      await app().billing.runOnce();
      expect(await paymentsOf(app(), subscription.id)).toHaveLength(0);
      at(26);
      await app().billing.runOnce();
      await app().billing.runOnce();
      let late = await paymentsOf(app(), subscription.id);
      expect(late.map((p) => [p.period, p.status, p.amount])).toEqual([[13, 'success', MONTHLY]]);
      const info = await apiInject(app(), { path: 'subscription/info/', method: 'GET', token });
      const shown = info.json().subscriptions.find((s: { id: number }) => s.id === subscription.id);
      expect(shown.termEnd.late).toMatchObject({
        since: addDays(end, 6),
        months: 1,
        paid: MONTHLY,
        unpaid: 0,
      });
      const next = (await subscriptionOf(app(), subscription.id)).nextPaymentDate as string;
      expect(shown.termEnd.late.nextChargeOn).toBe(next);

      // The second started month: charged on its first day, once.
      at(20 + (Date.parse(next) - Date.parse(end)) / 86_400_000);
      // One after another: with the clock moved weeks ahead, a concurrent run's reconciliation would take
      // the other's charge in flight for a stale one (two processes with real clocks: the test below).
      await app().billing.runOnce();
      await app().billing.runOnce();
      late = await paymentsOf(app(), subscription.id);
      expect(late.map((p) => [p.period, p.status])).toEqual([
        [13, 'success'],
        [14, 'success'],
      ]);

      // The returns desk receives it: closed, one "received" notice, nothing owed.
      await app().subscriptions.handOver.receiveReturn({
        subscriptionId: subscription.id,
        operator: 'Test',
        ip: null,
        locale: 'ru',
        condition: 'ok',
      });
      expect((await subscriptionOf(app(), subscription.id)).status).toBe(SUBSCRIPTION_STATUS.closed);
      const received = await app()
        .db.select()
        .from(notices)
        .where(and(eq(notices.clientId, client.id), eq(notices.kind, 'return_received')));
      expect(received.map((row) => row.values)).toEqual([
        { subscriptionId: subscription.id, date: todayInBishkek(app().clock.now()), owed: 0 },
      ]);
      await app().billing.runOnce();
      expect(await paymentsOf(app(), subscription.id)).toHaveLength(2);
    });

    it('an unsubscribed device is late after its return date and the grace', async () => {
      const { client } = await signedInClient(app());
      await bindCard(app(), client.id);
      const returnDate = addDays(todayInBishkek(), -7);
      const subscription = await createSubscription(app(), client.id, {
        status: SUBSCRIPTION_STATUS.refusal,
        endDate: addDays(returnDate, 200),
        returnDate,
        nextPaymentDate: addDays(returnDate, 1),
        billingPeriod: 5,
      });
      at(-2);
      await app().billing.runOnce();
      expect(await paymentsOf(app(), subscription.id)).toHaveLength(0);
      at(-1);
      await app().billing.runOnce();
      await app().billing.runOnce();
      const rows = await paymentsOf(app(), subscription.id);
      expect(rows.map((p) => [p.period, p.status])).toEqual([[5, 'success']]);
      expect((await subscriptionOf(app(), subscription.id)).status).toBe(SUBSCRIPTION_STATUS.refusal);
    });
  },
  // Outcomes settle at once here; unknown outcomes are the billing suites' subject.
  { ...PAYMENT_TEST_CONFIG, GATEWAY_TIMEOUT_MS: '10000' },
);

describe.skipIf(!process.env.DATABASE_URL)(
  'late months with two billing runners on one PostgreSQL database',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('charge each late month exactly once', async () => {
      const database = await postgresCopy();
      cleanups.push(database.drop);
      const config = testConfig({
        ...PAYMENT_TEST_CONFIG,
        DATABASE_URL: database.url,
        GATEWAY_TIMEOUT_MS: '10000',
      });
      const apps: FastifyInstance[] = [];
      for (let i = 0; i < 2; i++) {
        const app = await buildApp({ config });
        cleanups.push(() => app.close());
        apps.push(app);
      }
      const [first, second] = apps as [FastifyInstance, FastifyInstance];
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const { client } = await signedInClient(first);
        await bindCard(first, client.id);
        ids.push((await lastMonth(first, client.id, -10)).id);
      }
      await Promise.all([first, second, first, second].map((app) => app.billing.runOnce()));
      await Promise.all([first.billing.runOnce(), second.billing.runOnce()]);
      const rows = await first.db
        .select({ subscriptionId: payments.subscriptionId, n: sql<number>`count(*)::int` })
        .from(payments)
        .where(sql`${payments.subscriptionId} in ${ids} and ${payments.status} = 'success'`)
        .groupBy(payments.subscriptionId);
      expect(rows).toHaveLength(20);
      expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    }, 120_000);
  },
);
