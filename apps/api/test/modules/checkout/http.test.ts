import {
  ZCalculateResponse,
  ZCreateSubscriptionResponse,
  ZErrorResponse,
  ZStockResponse,
} from '@ijara/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  FIRST_PERIOD,
  idempotencyKeys,
  payments,
  sandboxCharges,
  subscriptions,
} from '../../../src/db/schema/index';
import { createCheckout } from '../../../src/modules/checkout/create-checkout';
import { describeEachDatabase } from '../../helpers/app';
import { createClient, setClientFlags } from '../../helpers/auth';
import { CARDS, createSubscription, newKey, PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';
import { checkoutApp } from './checkout-app';
import { buyer, checkoutDeps, countFor, IPHONE_RENT, SEED, setStock } from './fixture';

const BODY = {
  model: SEED.iphone,
  term: 12,
  city: SEED.bishkek,
  insurance: false,
  delivery: 'pickup',
  office: 1,
};

describeEachDatabase(
  'subscription/calculate/ and subscription/create/ over HTTP',
  ({ app }) => {
    let api: FastifyInstance;
    beforeAll(async () => {
      api = await checkoutApp(app());
    });
    afterAll(async () => {
      await api?.close();
    });

    async function tokenOf(card: string = CARDS.success) {
      const client = await buyer(app(), card);
      const { token } = await app().auth.sessions.issue(app().db, client.id, '127.0.0.1', 'code');
      return { client, token };
    }

    const create = (token: string, body: object, key = newKey(), headers: Record<string, string> = {}) =>
      apiInject(api, {
        path: 'subscription/create/',
        body,
        token,
        headers: { 'idempotency-key': key, ...headers },
      });

    it('prices a draft in the request locale, in the contract shape', async () => {
      const { token } = await tokenOf();
      const response = await apiInject(api, {
        path: 'subscription/calculate/',
        body: { ...BODY, insurance: true, promo: 'SAVE10' },
        token,
        locale: 'en',
      });
      expect(response.statusCode, response.body).toBe(200);
      const { calculation } = ZCalculateResponse.parse(response.json());
      expect(calculation.lines[0]).toMatchObject({ kind: 'rent', label: 'Subscription for 12\u00a0months' });
      expect(calculation.promo).toEqual({
        code: 'SAVE10',
        valid: true,
        message: 'Promo code applied: −10% on every month.',
      });
      expect(calculation.monthly).toBe(IPHONE_RENT[12] - 38_900 + 25_000);
    });

    it('reports an invalid promo without failing the calculation', async () => {
      const { token } = await tokenOf();
      const response = await apiInject(api, {
        path: 'subscription/calculate/',
        body: { ...BODY, promo: 'summer25' },
        token,
      });
      expect(response.statusCode).toBe(200);
      expect(ZCalculateResponse.parse(response.json()).calculation).toMatchObject({
        firstPayment: IPHONE_RENT[12],
        promo: {
          code: 'SUMMER25',
          valid: false,
          reason: 'expired',
          message: 'Срок действия промокода истёк.',
        },
      });
    });

    it('refuses a new order while a payment failed and is unpaid, saying so with the way to pay it', async () => {
      const { client, token } = await tokenOf();
      const running = await createSubscription(app(), client.id);
      const [unpaid] = await app()
        .db.insert(payments)
        .values({
          clientId: client.id,
          subscriptionId: running.id,
          period: 2,
          type: 'subscription',
          status: 'fail',
          amount: 250_000,
        })
        .returning();
      for (const [path, locale, message] of [
        [
          'subscription/calculate/',
          'ru',
          'У вас есть неоплаченный платёж. Пока он не внесён, оформить новую подписку нельзя. Оплатите его в разделе «Платежи» — картой или бонусными баллами.',
        ],
        [
          'subscription/create/',
          'en',
          'You have an unpaid payment. Until it is paid, a new subscription cannot be started. Pay it on the Payments page, by card or with bonus points.',
        ],
      ] as const) {
        const response = await apiInject(api, {
          path,
          body: BODY,
          token,
          locale,
          headers: { 'idempotency-key': newKey() },
        });
        expect(response.statusCode, path).toBe(409);
        expect(errorOf(response)).toEqual({
          statusCode: '409',
          code: 'payment_overdue',
          message,
          redirect: locale === 'en' ? '/en/payments/' : '/payments/',
        });
      }
      expect(await countFor(app(), 'subscriptions', client.id)).toBe(1);
      await app()
        .db.update(payments)
        .set({ status: 'success' })
        .where(eq(payments.id, unpaid?.id ?? 0));
      const paid = await create(token, BODY);
      expect(paid.statusCode, paid.body).toBe(200);
    });

    it("takes a new order while an earlier order's failed first payment waits to be undone", async () => {
      const { client, token } = await tokenOf();
      const cut = await createSubscription(app(), client.id);
      await app().db.insert(payments).values({
        clientId: client.id,
        subscriptionId: cut.id,
        period: FIRST_PERIOD,
        type: 'subscription',
        status: 'fail',
        amount: 250_000,
      });
      const response = await create(token, BODY);
      expect(response.statusCode, response.body).toBe(200);
    });

    it('asks for a signed-in client with a complete profile', async () => {
      const anonymous = await apiInject(api, { path: 'subscription/calculate/', body: BODY });
      expect(anonymous.statusCode).toBe(401);
      const nameless = await createClient(app(), { firstName: '', lastName: '' });
      const { token } = await app().auth.sessions.issue(app().db, nameless.id, '127.0.0.1', 'code');
      const response = await apiInject(api, { path: 'subscription/calculate/', body: BODY, token });
      expect(response.statusCode).toBe(403);
    });

    it('creates once for one Idempotency-Key: the repeat answers the same, with one charge', async () => {
      const { client, token } = await tokenOf();
      const key = newKey();
      const first = await create(token, BODY, key, { cookie: 'theme=dark; roistat_visit=778899' });
      expect(first.statusCode, first.body).toBe(200);
      const answer = ZCreateSubscriptionResponse.parse(first.json());
      expect(answer.payment).toMatchObject({ status: 'success', amount: IPHONE_RENT[12] });
      const again = await create(token, BODY, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await countFor(app(), 'subscriptions', client.id)).toBe(1);
      const charges = await app()
        .db.select()
        .from(sandboxCharges)
        .where(sql`${sandboxCharges.reference} like ${`ijara-pay-${answer.payment?.id}-%`}`);
      expect(charges).toHaveLength(1);
      const [row] = await app()
        .db.select()
        .from(subscriptions)
        .where(eq(subscriptions.id, answer.subscription.id));
      expect(row?.roistatVisit).toBe('778899');

      const other = await create(token, { ...BODY, insurance: true }, key);
      expect(other.statusCode).toBe(422);
      expect(errorOf(other).code).toBe('idempotency_mismatch');
    });

    it('makes one order and one charge of 20 parallel creates of one draft with 20 keys (double clicks, tabs)', async () => {
      const { client, token } = await tokenOf();
      await setStock(app(), SEED.iphone, SEED.bishkek, 25);
      const answers = await Promise.all(Array.from({ length: 20 }, () => create(token, BODY)));
      const byStatus = answers.map((answer) => answer.statusCode).sort();
      expect(byStatus).toEqual([200, ...Array(19).fill(409)]);
      const created = ZCreateSubscriptionResponse.parse(answers.find((a) => a.statusCode === 200)?.json());
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(errorOf(refused)).toMatchObject({
          code: 'order_exists',
          message:
            'Этот заказ уже оформлен и оплачивается или ждёт выдачи. Второй такой же заказ не создан, деньги повторно не списаны.',
          redirect: `/subscriptions/${created.subscription.id}/`,
        });
      }
      expect(await countFor(app(), 'subscriptions', client.id)).toBe(1);
      expect(await countFor(app(), 'payments', client.id)).toBe(1);
      const charges = await app()
        .db.select()
        .from(sandboxCharges)
        .where(sql`${sandboxCharges.reference} like ${`ijara-pay-${created.payment?.id}-%`}`);
      expect(charges).toHaveLength(1);

      // Another draft is another order; the same draft again in English names the order in English.
      expect((await create(token, { ...BODY, insurance: true })).statusCode).toBe(200);
      const again = await apiInject(api, {
        path: 'subscription/create/',
        body: BODY,
        token,
        locale: 'en',
        headers: { 'idempotency-key': newKey() },
      });
      expect(errorOf(again)).toMatchObject({
        code: 'order_exists',
        redirect: `/en/subscriptions/${created.subscription.id}/`,
      });
    });

    it('replays the committed order to a retry of a key whose answer was lost, never ordering again', async () => {
      const { client, token } = await tokenOf();
      await setStock(app(), SEED.iphone, SEED.bishkek, 5);
      const key = newKey();
      const first = await create(token, BODY, key);
      expect(first.statusCode).toBe(200);
      const order = ZCreateSubscriptionResponse.parse(first.json());
      // As if the answer had been a 5xx or the process had died: the key keeps its order, not its answer.
      await app()
        .db.update(idempotencyKeys)
        .set({ statusCode: null, response: null, createdAt: sql`now() - interval '10 minutes'` })
        .where(eq(idempotencyKeys.key, key));
      const retry = await create(token, BODY, key);
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      const replayed = ZCreateSubscriptionResponse.parse(retry.json());
      expect(replayed.subscription.id).toBe(order.subscription.id);
      expect(replayed.payment).toEqual(order.payment);
      expect(await countFor(app(), 'subscriptions', client.id)).toBe(1);
      expect(await countFor(app(), 'payments', client.id)).toBe(1);
    });

    it('replays the order to the retry of a create whose commit went through while its answer was a 503', async () => {
      const { client, token } = await tokenOf();
      await setStock(app(), SEED.iphone, SEED.bishkek, 5);
      // The COMMIT reaches PostgreSQL, then the connection drops before its answer comes back.
      const main = app();
      let cut = true;
      const db = new Proxy(main.db, {
        get(target, property, receiver) {
          if (property !== 'transaction') return Reflect.get(target, property, receiver);
          return async (work: Parameters<typeof target.transaction>[0]) => {
            const result = await target.transaction(work);
            if (cut) throw new Error('Connection terminated unexpectedly');
            return result;
          };
        },
      });
      const flaky = await checkoutApp(main, createCheckout({ ...checkoutDeps(main), db }));
      try {
        const key = newKey();
        const send = () =>
          apiInject(flaky, {
            path: 'subscription/create/',
            body: BODY,
            token,
            headers: { 'idempotency-key': key },
          });
        const lost = await send();
        expect(lost.statusCode).toBe(503);
        expect(errorOf(lost).code).toBe('database_unavailable');
        cut = false;
        const retry = await send();
        expect(retry.statusCode, retry.body).toBe(200);
        expect(retry.headers['idempotent-replayed']).toBe('true');
        const replayed = ZCreateSubscriptionResponse.parse(retry.json());
        const [only] = await main.db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.clientId, client.id));
        expect(replayed.subscription.id).toBe(only?.id);
        expect(await countFor(main, 'subscriptions', client.id)).toBe(1);
        // Its first charge never ran: it waits "processing" for reconciliation, never for the retry.
        expect(replayed.payment).toMatchObject({ status: 'processing' });
        expect(await countFor(main, 'payments', client.id)).toBe(1);
      } finally {
        await flaky.close();
      }
    });

    it('needs an Idempotency-Key', async () => {
      const { token } = await tokenOf();
      const response = await apiInject(api, { path: 'subscription/create/', body: BODY, token });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toMatch(/Idempotency-Key/);
    });

    it('answers bad drafts with 400 and a localized text per field', async () => {
      const { client, token } = await tokenOf();
      const cases: [object, Record<string, string>][] = [
        [
          { ...BODY, delivery: 'delivery', office: undefined, address: '   ' },
          { address: 'Укажите адрес доставки.' },
        ],
        [
          { ...BODY, delivery: 'delivery', office: undefined, address: 'д'.repeat(301) },
          { address: 'Слишком длинный адрес: не больше 300 символов.' },
        ],
        [{ ...BODY, office: undefined }, { office: 'Это поле обязательно' }],
        [{ ...BODY, extras: [5, 5] }, { extras: 'Один и тот же аксессуар выбран дважды.' }],
        [{ ...BODY, term: 4 }, { term: 'Пожалуйста, введите корректные данные' }],
        [
          { ...BODY, office: SEED.oshOffice },
          { office: 'Этот пункт выдачи в другом городе. Выберите пункт в вашем городе.' },
        ],
        [{ ...BODY, model: 9_999 }, { model: 'Такой модели нет.' }],
        [
          { ...BODY, model: 2 ** 40, extras: [2 ** 31] },
          {
            model: 'Пожалуйста, введите корректные данные',
            'extras.0': 'Пожалуйста, введите корректные данные',
          },
        ],
        [{ ...BODY, promo: 'LAUNCH100' }, { promo: 'Промокод закончился.' }],
      ];
      for (const [body, fields] of cases) {
        const response = await create(token, body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(ZErrorResponse.parse(response.json()).fields).toEqual(fields);
      }
      expect(await countFor(app(), 'subscriptions', client.id)).toBe(0);
    });

    it('answers 409 with a clear message when the model has run out', async () => {
      const { token } = await tokenOf();
      await setStock(app(), 8, SEED.bishkek, 0);
      const response = await create(token, { ...BODY, model: 8 }, newKey(), { 'x-locale': 'en' });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({ statusCode: '409', code: 'out_of_stock' });
      expect(errorOf(response).message).toMatch(/^This model has just run out in your city/);
    });

    it('answers 402 with the bank’s reason for a declined card, and 403 for a restricted client', async () => {
      const declined = await tokenOf(CARDS.chargeDeclined);
      const response = await create(declined.token, BODY);
      expect(response.statusCode).toBe(402);
      expect(errorOf(response)).toMatchObject({
        code: 'payment_declined',
        message: 'Банк отклонил платёж. Проверьте карту или оплатите другой.',
      });
      expect(await countFor(app(), 'subscriptions', declined.client.id)).toBe(0);

      const restricted = await tokenOf();
      await setClientFlags(app(), restricted.client.id, { forbidden: true });
      expect((await create(restricted.token, BODY)).statusCode).toBe(403);
    });

    it('never answers 5xx to any draft, and writes nothing for a client without a card', async () => {
      const { token } = await tokenOf();
      const cardless = await createClient(app());
      const cardlessToken = (await app().auth.sessions.issue(app().db, cardless.id, '127.0.0.1', 'code'))
        .token;
      const id = fc.oneof(
        fc.integer({ min: -2, max: 30 }),
        fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 53, 1.5),
        fc.string({ maxLength: 4 }),
      );
      const body = fc.record(
        {
          model: id,
          term: fc.constantFrom(3, 6, 12, 0, '12'),
          city: id,
          insurance: fc.boolean(),
          extras: fc.array(id, { maxLength: 4 }),
          delivery: fc.constantFrom('pickup', 'delivery', 'drone'),
          office: id,
          address: fc.string({ maxLength: 310 }),
          promo: fc.oneof(
            fc.constantFrom('FIRST50', 'SUMMER25', 'LAUNCH100', ''),
            fc.string({ maxLength: 45 }),
          ),
          firstPayment: fc.oneof(fc.integer(), fc.double()),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(body, async (draft) => {
          const priced = await apiInject(api, { path: 'subscription/calculate/', body: draft, token });
          expect([200, 400], priced.body).toContain(priced.statusCode);
          const created = await create(cardlessToken, draft);
          expect([400, 409, 422], created.body).toContain(created.statusCode);
          ZErrorResponse.parse(created.json());
        }),
        { numRuns: 60 },
      );
      expect(await countFor(app(), 'subscriptions', cardless.id)).toBe(0);
    });

    it('serves stock levels to anyone', async () => {
      const response = await apiInject(api, { path: 'info/stock/' });
      expect(response.statusCode).toBe(200);
      const { stock } = ZStockResponse.parse(response.json());
      expect(stock.length).toBeGreaterThan(0);
    });
  },
  PAYMENT_TEST_CONFIG,
);
