import { addDays, formatDate, formatMoney, todayInBishkek } from '@ijara/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { cards, models } from '../../../src/db/schema/index';
import { systemClock } from '../../../src/lib/clock';
import { CLIENT_TRY } from '../../../src/modules/notices/payment-notices';
import { chargeReference } from '../../../src/modules/payments/charges/reference';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import {
  bindCard,
  CARDS,
  createSubscription,
  paymentsOf,
  payNow,
  postCallback,
} from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import { bishkekTime, noticesOf, PATHS, receivedBy, SITE, setClock, startChannels } from './fixture';

const channels = await startChannels();
afterAll(() => channels.close());

const money = (amount: number) => formatMoney(amount, 'ru');

function chargeEvent(
  type: 'charge.succeeded' | 'charge.failed',
  reference: string,
  amount: number,
  extra = {},
) {
  const id = `evt_notice_${Date.now()}_${Math.random().toString(36).slice(2)}`;
  return JSON.stringify({
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { charge: `ch_${id}`, reference, amount, currency: 'KGS', ...extra },
  });
}

/** A client whose monthly charge of 2 500 som is due, with a card of `number`. */
async function dueClient(app: FastifyInstance, number: string = CARDS.success) {
  const { client, token } = await signedInClient(app);
  await bindCard(app, client.id, number);
  const subscription = await createSubscription(app, client.id, { monthlyTotal: 250_000 });
  return { client, token, subscription };
}

/** The model a subscription rents, as notices name it: "iPhone 16, 128 ГБ". */
async function deviceOf(app: FastifyInstance, subscription: { modelId: number }, locale: 'ru' | 'en' = 'ru') {
  const [model] = await app.db.select().from(models).where(eq(models.id, subscription.modelId));
  if (!model) throw new Error('no model');
  return locale === 'ru' ? model.nameRu : model.nameEn;
}

/** Binds a working card and makes it the one that pays (payment/activate-card/). */
async function useNewCard(app: FastifyInstance, token: string, clientId: number) {
  const card = await bindCard(app, clientId, CARDS.success);
  const response = await apiInject(app, {
    path: 'payment/activate-card/',
    body: { type: '2', city: 1, cardID: card.id },
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describeEachDatabase(
  'notices of charge outcomes and of the daily scan',
  ({ app }) => {
    const send = () => app().notices.sender.runOnce();
    beforeEach(() => setClock(app(), bishkekTime(1, 12)));
    afterEach(() => {
      app().clock.now = systemClock().now;
      app().sandboxGateway.state.mode = 'normal';
    });

    it('a failed monthly charge (billing job): one WhatsApp message with amount, reason, pay link and next try', async () => {
      const { client, subscription } = await dueClient(app(), CARDS.insufficient);
      await app().billing.runOnce();
      const [payment] = await paymentsOf(app(), subscription.id);
      if (!payment?.nextAttemptAt) throw new Error('no retry scheduled');
      await send();
      await send();

      expect(await noticesOf(app(), client.id)).toMatchObject([
        {
          kind: 'charge_failed',
          dedupeKey: `charge-failed:${payment.id}:1`,
          status: 'sent',
          channel: 'whatsapp',
          attempts: 1,
          lastError: null,
        },
      ]);
      const [request] = channels.gateway.received.filter(
        (r) => r.path === PATHS.whatsapp && (r.body as { to: string }).to === client.phone,
      );
      expect(request).toMatchObject({
        authorization: 'Bearer wa-token',
        body: { type: 'template', template: { name: 'ijara_notice', language: { code: 'ru' } } },
      });
      expect(receivedBy(channels.gateway, client.phone)).toEqual([
        {
          channel: 'whatsapp',
          to: client.phone,
          text:
            `Ijara: не удалось списать ${money(250_000)} за подписку на ${await deviceOf(app(), subscription)}. На карте недостаточно средств. ` +
            `Пополните её или оплатите другой картой. Мы попробуем снова ${formatDate(payment.nextAttemptAt, 'ru')}, ` +
            `а оплатить сейчас можно здесь: ${SITE}/payments/?subscription=${subscription.id}`,
        },
      ]);
    });

    it('a hard decline names no next try', async () => {
      const { client, subscription } = await dueClient(app(), CARDS.chargeDeclined);
      await app().billing.runOnce();
      await send();
      expect(receivedBy(channels.gateway, client.phone).map((m) => m.text)).toEqual([
        `Ijara: не удалось списать ${money(250_000)} за подписку на ${await deviceOf(app(), subscription)}. Банк отклонил платёж. Проверьте карту или ` +
          `оплатите другой. Пожалуйста, оплатите: ${SITE}/payments/?subscription=${subscription.id}`,
      ]);
    });

    it('a succeeded charge: the receipt link, in the language the client uses the account in', async () => {
      const { client, token, subscription } = await dueClient(app());
      // A signed-in call in English is how the account learns the client's language.
      expect((await apiInject(app(), { path: 'user/getinfo/', token, locale: 'en' })).statusCode).toBe(200);
      await app().billing.runOnce();
      const [payment] = await paymentsOf(app(), subscription.id);
      await send();
      expect(await noticesOf(app(), client.id)).toMatchObject([
        { kind: 'charge_succeeded', dedupeKey: `charge-succeeded:${payment?.id}`, status: 'sent' },
      ]);
      expect(receivedBy(channels.gateway, client.phone).map((m) => m.text)).toEqual([
        `Ijara: ${formatMoney(250_000, 'en')} paid for your ${await deviceOf(app(), subscription, 'en')} subscription. Thank you! Receipt: ${SITE}/en/payments/${payment?.id}/receipt/`,
      ]);
    });

    it('reconciliation settles an unknown charge as failed: the notice goes once', async () => {
      const { client, subscription } = await dueClient(app());
      app().sandboxGateway.state.mode = 'down';
      await app().billing.runOnce();
      expect(await noticesOf(app(), client.id)).toEqual([]);
      app().sandboxGateway.state.mode = 'normal';
      expect((await app().billing.runOnce()).reconciled).toBe(1);
      const [payment] = await paymentsOf(app(), subscription.id);
      expect(payment).toMatchObject({ status: 'fail', failureCode: 'gateway_no_record' });
      await send();
      expect(await noticesOf(app(), client.id)).toMatchObject([
        { kind: 'charge_failed', values: { code: 'gateway_no_record' }, status: 'sent' },
      ]);
      expect(receivedBy(channels.gateway, client.phone)).toHaveLength(1);
    });

    it('gateway callbacks: a success and, for another charge, a failure — each notice once, duplicates changing nothing', async () => {
      const first = await dueClient(app());
      const second = await dueClient(app());
      app().sandboxGateway.state.mode = 'down';
      await app().billing.runOnce();
      app().sandboxGateway.state.mode = 'normal';
      const [paid] = await paymentsOf(app(), first.subscription.id);
      const [declined] = await paymentsOf(app(), second.subscription.id);
      if (!paid || !declined) throw new Error('no payments');
      const success = chargeEvent('charge.succeeded', chargeReference(paid.id, 1), paid.amount);
      const failure = chargeEvent('charge.failed', chargeReference(declined.id, 1), declined.amount, {
        decline: 'hard',
        code: 'expired_card',
      });
      for (const body of [success, failure, success, failure])
        expect((await postCallback(app(), body)).statusCode).toBe(200);
      await send();
      expect(receivedBy(channels.gateway, first.client.phone).map((m) => m.text)).toEqual([
        `Ijara: оплачено ${money(250_000)} за подписку на ${await deviceOf(app(), first.subscription)}. Спасибо! Чек: ${SITE}/payments/${paid.id}/receipt/`,
      ]);
      expect(receivedBy(channels.gateway, second.client.phone).map((m) => m.text)).toEqual([
        `Ijara: не удалось списать ${money(250_000)} за подписку на ${await deviceOf(app(), second.subscription)}. Срок действия карты истёк. Привяжите другую карту. ` +
          `Пожалуйста, оплатите: ${SITE}/payments/?subscription=${second.subscription.id}`,
      ]);
    });

    it('pay-now: a decline the client sees on the page sends no second failure notice; a success sends the receipt', async () => {
      const { client, token, subscription } = await dueClient(app(), CARDS.insufficient);
      const device = await deviceOf(app(), subscription);
      await app().billing.runOnce();
      const [payment] = await paymentsOf(app(), subscription.id);
      if (!payment) throw new Error('no payment');
      await send();
      expect(receivedBy(channels.gateway, client.phone)).toHaveLength(1);
      // The client tries again on /payments/: the 402 on the page is all they are told.
      expect((await payNow(app(), token, payment.id)).statusCode).toBe(402);
      await send();
      expect(receivedBy(channels.gateway, client.phone)).toHaveLength(1);
      await useNewCard(app(), token, client.id);
      const paid = await payNow(app(), token, payment.id);
      expect(paid.statusCode, paid.body).toBe(200);
      await send();
      expect(
        (await noticesOf(app(), client.id)).map((n) => [n.kind, n.dedupeKey, n.status, n.lastError]),
      ).toEqual([
        ['charge_failed', `charge-failed:${payment.id}:1`, 'sent', null],
        ['charge_failed', `charge-failed:${payment.id}:2`, 'skipped', CLIENT_TRY],
        ['charge_failed', `charge-failed:${payment.id}:3`, 'skipped', CLIENT_TRY],
        ['charge_succeeded', `charge-succeeded:${payment.id}`, 'sent', null],
      ]);
      expect(receivedBy(channels.gateway, client.phone).map((m) => m.text)).toEqual([
        expect.stringContaining(`Ijara: не удалось списать ${money(250_000)} за подписку на ${device}. `),
        `Ijara: оплачено ${money(250_000)} за подписку на ${device}. Спасибо! Чек: ${SITE}/payments/${payment.id}/receipt/`,
      ]);
    });

    it('a pay-now decline settled by the callback before the answer sends no failure notice either', async () => {
      const { client, token, subscription } = await dueClient(app(), CARDS.insufficient);
      await app().billing.runOnce();
      const [payment] = await paymentsOf(app(), subscription.id);
      if (!payment) throw new Error('no payment');
      await send();
      // The gateway does not answer; its callback settles the try as the gateway (not the client).
      app().sandboxGateway.state.mode = 'down';
      expect((await payNow(app(), token, payment.id)).statusCode).toBe(200);
      app().sandboxGateway.state.mode = 'normal';
      const failure = chargeEvent('charge.failed', chargeReference(payment.id, 2), payment.amount, {
        decline: 'soft',
        code: 'insufficient_funds',
      });
      expect((await postCallback(app(), failure)).statusCode).toBe(200);
      expect((await paymentsOf(app(), subscription.id))[0]).toMatchObject({ status: 'fail', attempts: 2 });
      await send();
      expect((await noticesOf(app(), client.id)).map((n) => [n.dedupeKey, n.status])).toEqual([
        [`charge-failed:${payment.id}:1`, 'sent'],
        [`charge-failed:${payment.id}:2`, 'skipped'],
      ]);
      expect(receivedBy(channels.gateway, client.phone)).toHaveLength(1);
    });

    it('the daily scan: a reminder 3 days before the charge and a card expiring before it, each once', async () => {
      const { client } = await signedInClient(app());
      const card = await bindCard(app(), client.id);
      const today = todayInBishkek(app().clock.now());
      const soon = await createSubscription(app(), client.id, {
        monthlyTotal: 180_000,
        nextPaymentDate: addDays(today, 3),
      });
      // Not yet: 4 days ahead; and a paused one is not charged at all.
      await createSubscription(app(), client.id, { nextPaymentDate: addDays(today, 4) });
      await createSubscription(app(), client.id, { status: 3, nextPaymentDate: addDays(today, 2) });
      // The card's last month is this one: it expires before the charge in 3 days if that falls next month.
      const [year, month] = addDays(today, 3).split('-') as [string, string];
      const lastMonth = new Date(Date.UTC(Number(year), Number(month) - 2, 1));
      const expiry = `${String(lastMonth.getUTCMonth() + 1).padStart(2, '0')}/${String(lastMonth.getUTCFullYear()).slice(2)}`;
      await app().db.update(cards).set({ expiry }).where(eq(cards.id, card.id));

      await app().notices.scan.run();
      await app().notices.scan.run();
      await send();

      expect((await noticesOf(app(), client.id)).map((n) => [n.kind, n.dedupeKey, n.status])).toEqual([
        ['charge_reminder', `charge-reminder:${soon.id}:${addDays(today, 3)}`, 'sent'],
        ['card_expiring', `card-expiring:${card.id}:${expiry}`, 'sent'],
      ]);
      const date = formatDate(addDays(today, 3), 'ru');
      expect(receivedBy(channels.gateway, client.phone).map((m) => m.text)).toEqual([
        `Ijara: ${date} мы спишем ${money(180_000)} за подписку на ${await deviceOf(app(), soon)} с карты **** 4242. Сменить карту: ${SITE}/cards/`,
        `Ijara: карта **** 4242 перестанет действовать до списания ${date}, привяжите другую карту: ${SITE}/cards/`,
      ]);
    });

    it('a notice no longer true when it goes out is skipped: the failed charge was paid meanwhile', async () => {
      const { client, token, subscription } = await dueClient(app(), CARDS.insufficient);
      setClock(app(), bishkekTime(1, 22));
      await app().billing.runOnce();
      expect((await send()).held).toBe(true);
      const [payment] = await paymentsOf(app(), subscription.id);
      await useNewCard(app(), token, client.id);
      expect((await payNow(app(), token, payment?.id ?? 0)).statusCode).toBe(200);
      setClock(app(), bishkekTime(2, 9, 1));
      await send();
      expect((await noticesOf(app(), client.id)).map((n) => [n.kind, n.status, n.lastError])).toEqual([
        ['charge_failed', 'skipped', 'no longer true'],
        ['charge_failed', 'skipped', CLIENT_TRY],
        ['charge_succeeded', 'sent', null],
      ]);
      expect(receivedBy(channels.gateway, client.phone)).toHaveLength(1);
    });
  },
  channels.config,
);
