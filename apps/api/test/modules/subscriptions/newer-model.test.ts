import { formatDate, SUBSCRIPTION_STATUS } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { deviceUnits, notices } from '../../../src/db/schema/index';
import { systemClock } from '../../../src/lib/clock';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { bindCard, newKey, PAYMENT_TEST_CONFIG, paymentsOf, subscriptionOf } from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';
import { order, SEED, setStock } from '../checkout/fixture';
import { person, staffCall } from '../staff/fixture';
import { endingOn, extend, extendQuote, onDay } from './extend-fixture';
import { auditOf } from './fixture';

/** A unit of the model out with the subscription, as a hand-over leaves it. */
async function rentedUnit(app: FastifyInstance, subscriptionId: number) {
  const serial = `OLD-${subscriptionId}-${Math.random().toString(36).slice(2, 8)}`;
  const [unit] = await app.db
    .insert(deviceUnits)
    .values({ modelId: SEED.iphone, cityId: SEED.bishkek, serial, state: 'rented', subscriptionId })
    .returning();
  if (!unit) throw new Error('no unit');
  return unit;
}

function create(app: FastifyInstance, token: string, body: object, locale: 'ru' | 'en' = 'ru') {
  return apiInject(app, {
    path: 'subscription/create/',
    body,
    token,
    locale,
    headers: { 'idempotency-key': newKey() },
  });
}

describeEachDatabase(
  'a newer model in one visit',
  ({ app }) => {
    afterEach(() => {
      app().clock.now = systemClock().now;
    });

    it('orders a newer model in place of a subscription; its hand-over closes the old one, charged no more', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const current = await endingOn(app(), client.id, '2027-04-01');
      const oldUnit = await rentedUnit(app(), current.id);
      await setStock(app(), SEED.iphone, SEED.bishkek, 2);
      onDay(app(), '2027-03-20');

      // Bad orders: exact answers, nothing written.
      const stranger = await signedInClient(app());
      await bindCard(app(), stranger.client.id);
      let response = await create(app(), stranger.token, order({ replaces: current.id }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ replaces: 'Такой подписки нет.' });
      response = await create(app(), token, order({ replaces: current.id, city: SEED.osh, office: 3 }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({
        city: 'Новая модель оформляется в том же городе, что и подписка, которую она заменяет.',
      });
      response = await create(app(), token, order({ replaces: current.id, city: SEED.osh, office: 3 }), 'en');
      expect(errorOf(response).fields).toEqual({
        city: 'A newer model is ordered in the same city as the subscription it replaces.',
      });
      const later = await endingOn(app(), client.id, '2027-06-01');
      response = await create(app(), token, order({ replaces: later.id }));
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(
        `Заменить подписку на новую модель можно будет с ${formatDate('2027-05-02', 'ru')}`,
      );
      response = await create(app(), token, order({ replaces: later.id }), 'en');
      expect(errorOf(response).message).toBe(
        `The subscription can be replaced by a newer model from ${formatDate('2027-05-02', 'en')}.`,
      );

      const ended = await endingOn(app(), client.id, '2027-03-01');
      response = await create(app(), token, order({ replaces: ended.id }));
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(
        `Срок подписки закончился ${formatDate('2027-03-01', 'ru')}, заменить её на новую модель уже нельзя. Верните устройство, а новую модель оформите обычным заказом.`,
      );
      const paused = await endingOn(app(), client.id, '2027-04-01', { status: SUBSCRIPTION_STATUS.pending });
      response = await create(app(), token, order({ replaces: paused.id }), 'en');
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(
        'Only a running subscription can be replaced by a newer model: not paused and not one you have unsubscribed from.',
      );

      // The order names what it replaces; a second one for the same subscription is refused.
      response = await create(app(), token, order({ replaces: current.id }));
      expect(response.statusCode, response.body).toBe(200);
      const created = response.json().subscription;
      expect(created).toMatchObject({ status: SUBSCRIPTION_STATUS.created, replaces: current.id });
      response = await create(app(), token, order({ replaces: current.id, insurance: true }));
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'order_exists',
        message: `Новая модель взамен этой подписки уже заказана (заказ № ${created.id}). Второй заказ не создан, деньги не списаны.`,
        redirect: `/subscriptions/${created.id}/`,
      });
      // Meanwhile the old one cannot be extended.
      response = await extend(app(), token, { subscriptionID: current.id, term: 6 });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(
        `Взамен этой подписки уже заказана новая модель (заказ № ${created.id}). Чтобы продлить подписку, сначала отмените тот заказ.`,
      );

      // Staff see what the order replaces.
      const manager = await person(app(), 'manager');
      const desk = await staffCall(app(), `orders/one/?id=${created.id}`, { cookie: manager.cookie });
      expect(desk.statusCode, desk.body).toBe(200);
      expect(desk.json().order.replaces).toEqual({ id: current.id, serial: oldUnit.serial });

      // The hand-over, three days later, is also the return: the old one closed, its unit back in stock.
      onDay(app(), '2027-03-23');
      const [reserved] = await app()
        .db.select()
        .from(deviceUnits)
        .where(eq(deviceUnits.subscriptionId, created.id));
      await app().subscriptions.handOver.handOver({
        subscriptionId: created.id,
        serial: reserved?.serial ?? '',
        idChecked: true,
        operator: 'Test',
        ip: null,
        locale: 'ru',
      });
      expect(await subscriptionOf(app(), created.id)).toMatchObject({ status: SUBSCRIPTION_STATUS.active });
      expect(await subscriptionOf(app(), current.id)).toMatchObject({
        status: SUBSCRIPTION_STATUS.closed,
        returnDate: '2027-03-23',
      });
      const [unit] = await app().db.select().from(deviceUnits).where(eq(deviceUnits.id, oldUnit.id));
      expect(unit).toMatchObject({ state: 'available', subscriptionId: null });
      const closed = (await auditOf(app(), current.id)).find((row) => row.action === 'subscription.closed');
      expect(closed?.details).toMatchObject({ from: SUBSCRIPTION_STATUS.active, replacedBy: created.id });
      const received = await app()
        .db.select()
        .from(notices)
        .where(and(eq(notices.clientId, client.id), eq(notices.kind, 'return_received')));
      expect(received.map((row) => row.values)).toEqual([
        { subscriptionId: current.id, date: '2027-03-23', owed: 0 },
      ]);

      // Nothing more for the old one: not on its end, not after the grace.
      for (const day of ['2027-04-01', '2027-04-07', '2027-05-07']) {
        onDay(app(), day);
        await app().billing.runOnce();
      }
      expect(await paymentsOf(app(), current.id)).toEqual([]);
    });

    it('a cancelled newer model leaves the old subscription running, to extend or replace again', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const current = await endingOn(app(), client.id, '2027-04-01');
      await rentedUnit(app(), current.id);
      await setStock(app(), SEED.iphone, SEED.bishkek, 1);
      onDay(app(), '2027-03-20');
      const response = await create(app(), token, order({ replaces: current.id }));
      expect(response.statusCode, response.body).toBe(200);
      const cancelled = await apiInject(app(), {
        path: 'subscription/cancel/',
        body: { subscriptionID: response.json().subscription.id },
        token,
        headers: { 'idempotency-key': newKey() },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await subscriptionOf(app(), current.id)).status).toBe(SUBSCRIPTION_STATUS.active);
      expect((await extendQuote(app(), token, current.id)).statusCode).toBe(200);
      const again = await create(app(), token, order({ replaces: current.id, insurance: true }));
      expect(again.statusCode, again.body).toBe(200);
    });
  },
  { ...PAYMENT_TEST_CONFIG, GATEWAY_TIMEOUT_MS: '10000' },
);
