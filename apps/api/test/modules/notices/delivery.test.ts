import { DEV_NOTICES_PATH, formatMoney, ZDevNoticesResponse } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { clients } from '../../../src/db/schema/index';
import { systemClock } from '../../../src/lib/clock';
import { describeEachDatabase, describeWithApp } from '../../helpers/app';
import { createClient, setClientFlags } from '../../helpers/auth';
import { bindCard, CARDS, createSubscription } from '../../helpers/payments';
import {
  bishkekTime,
  linkTelegram,
  noticesOf,
  PATHS,
  receivedBy,
  SITE,
  setClock,
  startChannels,
} from './fixture';

const channels = await startChannels();
afterAll(() => channels.close());

let nextPaymentId = 900_000;

/** A "charge succeeded" notice for a client, written as the payments module writes it. */
async function notify(app: FastifyInstance, clientId: number) {
  nextPaymentId += 1;
  const paymentId = nextPaymentId;
  await app.db.transaction((tx) =>
    app.notices.outbox.enqueue(tx, {
      clientId,
      kind: 'charge_succeeded',
      dedupeKey: `charge-succeeded:${paymentId}`,
      values: { paymentId, amount: 120_000 },
    }),
  );
  return paymentId;
}

// These notices stand for payments with no row (and so no subscription): the device is not named.
const receiptText = (paymentId: number) =>
  `Ijara: оплачено ${formatMoney(120_000, 'ru')} за подписку на устройство. Спасибо! Чек: ${SITE}/payments/${paymentId}/receipt/`;

describeEachDatabase(
  'delivering notices: channels, fallback, retries, quiet hours',
  ({ app }) => {
    const send = () => app().notices.sender.runOnce();
    const noon = bishkekTime(1, 12);
    beforeEach(() => setClock(app(), noon));
    afterEach(() => {
      app().clock.now = systemClock().now;
      for (const path of Object.values(PATHS)) channels.gateway.behave(path, null);
    });

    it('writes each notice once: the same dedupe key again adds nothing', async () => {
      const client = await createClient(app());
      const values = { paymentId: 1, amount: 100 };
      const write = () =>
        app().db.transaction((tx) =>
          app().notices.outbox.enqueue(tx, {
            clientId: client.id,
            kind: 'charge_succeeded',
            dedupeKey: `test-once:${client.id}`,
            values,
          }),
        );
      expect([await write(), await write()]).toEqual([true, false]);
      expect(await noticesOf(app(), client.id)).toHaveLength(1);
    });

    it.each([
      ['sms', 'sms'],
      ['whatsapp', 'whatsapp'],
      ['call', 'whatsapp'],
      [null, 'whatsapp'],
    ] as const)('preference %s → %s', async (communication, channel) => {
      const client = await createClient(app(), { communication });
      const paymentId = await notify(app(), client.id);
      await send();
      expect(receivedBy(channels.gateway, client.phone)).toEqual([
        { channel, to: client.phone, text: receiptText(paymentId) },
      ]);
      expect(await noticesOf(app(), client.id)).toMatchObject([{ status: 'sent', channel, attempts: 1 }]);
    });

    it('Telegram goes to the chat of a client who signed in through the bot', async () => {
      const client = await createClient(app(), { communication: 'telegram' });
      // Unique across both database suites, which share the fake Telegram server.
      const chatId = String(800_000_000 + Number(client.phone.slice(-6)));
      await linkTelegram(app(), client, chatId);
      const paymentId = await notify(app(), client.id);
      await send();
      const request = channels.gateway.received.find(
        (r) => r.path === PATHS.telegram && (r.body as { chat_id: number }).chat_id === Number(chatId),
      );
      expect(request?.body).toEqual({ chat_id: Number(chatId), text: receiptText(paymentId) });
      expect(await noticesOf(app(), client.id)).toMatchObject([{ status: 'sent', channel: 'telegram' }]);
    });

    it('e-mail goes over SMTP to a verified address only; an unverified one falls back to WhatsApp', async () => {
      const verified = await createClient(app(), { communication: 'email' });
      const address = `notice.${verified.phone}@example.kg`;
      await setClientFlags(app(), verified.id, { email: address, emailVerified: true });
      const unverified = await createClient(app(), {
        communication: 'email',
        email: `unverified.${verified.phone}@example.kg`,
      });
      const paid = await notify(app(), verified.id);
      await notify(app(), unverified.id);
      await send();
      const mail = channels.smtp.received.filter((m) => m.to.includes(address));
      expect(mail).toMatchObject([{ user: 'notices', subject: 'Ijara: платёж получен' }]);
      expect(mail[0]?.text.trim()).toBe(receiptText(paid));
      expect(
        channels.smtp.received.some((m) => m.to.includes(`unverified.${verified.phone}@example.kg`)),
      ).toBe(false);
      expect(await noticesOf(app(), verified.id)).toMatchObject([{ status: 'sent', channel: 'email' }]);
      expect(await noticesOf(app(), unverified.id)).toMatchObject([{ status: 'sent', channel: 'whatsapp' }]);
    });

    it('a channel that refuses for good (4xx) hands over to the next one in the same try', async () => {
      channels.gateway.behave(PATHS.whatsapp, { status: 400 });
      const client = await createClient(app(), { communication: 'whatsapp' });
      const paymentId = await notify(app(), client.id);
      await send();
      expect(receivedBy(channels.gateway, client.phone).map((m) => m.channel)).toEqual(['whatsapp', 'sms']);
      expect(receivedBy(channels.gateway, client.phone)[1]?.text).toBe(receiptText(paymentId));
      expect(await noticesOf(app(), client.id)).toMatchObject([
        { status: 'sent', channel: 'sms', attempts: 1, lastError: 'whatsapp: WhatsApp answered 400' },
      ]);
    });

    it('every channel refusing for good fails the notice, naming each', async () => {
      channels.gateway.behave(PATHS.whatsapp, { status: 403 });
      channels.gateway.behave(PATHS.sms, { status: 422 });
      const client = await createClient(app(), { communication: 'sms' });
      await notify(app(), client.id);
      await send();
      expect(await noticesOf(app(), client.id)).toMatchObject([
        {
          status: 'failed',
          attempts: 1,
          lastError: 'sms: SMS gateway answered 422; whatsapp: WhatsApp answered 403',
        },
      ]);
    });

    it('a channel error that may pass (500) is tried again after the backoff, on the same channel', async () => {
      channels.gateway.behave(PATHS.whatsapp, { status: 500 });
      const client = await createClient(app(), { communication: 'whatsapp' });
      const paymentId = await notify(app(), client.id);
      await send();
      expect(await noticesOf(app(), client.id)).toMatchObject([
        {
          status: 'pending',
          attempts: 1,
          lastError: 'whatsapp: WhatsApp answered 500',
          nextAttemptAt: new Date(noon.getTime() + 60_000),
        },
      ]);
      channels.gateway.behave(PATHS.whatsapp, null);
      setClock(app(), new Date(noon.getTime() + 59_000));
      await send();
      expect(receivedBy(channels.gateway, client.phone)).toHaveLength(1);
      setClock(app(), new Date(noon.getTime() + 60_000));
      await send();
      expect(receivedBy(channels.gateway, client.phone)).toEqual([
        { channel: 'whatsapp', to: client.phone, text: receiptText(paymentId) },
        { channel: 'whatsapp', to: client.phone, text: receiptText(paymentId) },
      ]);
      expect(await noticesOf(app(), client.id)).toMatchObject([
        { status: 'sent', channel: 'whatsapp', attempts: 2 },
      ]);
    });

    it('gives up after six tries over 1, 5, 30, 120 and 360 minutes', async () => {
      channels.gateway.behave(PATHS.whatsapp, { status: 503 });
      const client = await createClient(app(), { communication: 'whatsapp' });
      await notify(app(), client.id);
      let at = noon.getTime();
      for (const minutes of [1, 5, 30, 120, 360]) {
        await send();
        at += minutes * 60_000;
        setClock(app(), new Date(at));
      }
      await send();
      expect(await noticesOf(app(), client.id)).toMatchObject([
        { status: 'failed', attempts: 6, lastError: 'whatsapp: WhatsApp answered 503' },
      ]);
      setClock(app(), new Date(at + 86_400_000));
      await send();
      expect(receivedBy(channels.gateway, client.phone)).toHaveLength(6);
    });

    it('holds notices in the quiet hours (21:00–09:00 Bishkek) and sends them at 09:00', async () => {
      const client = await createClient(app());
      setClock(app(), bishkekTime(1, 20, 59));
      const early = await notify(app(), client.id);
      expect((await send()).held).toBe(false);
      setClock(app(), bishkekTime(1, 21));
      const late = await notify(app(), client.id);
      for (const [hour, minute] of [
        [21, 0],
        [22, 0],
        [23, 59],
      ] as const) {
        setClock(app(), bishkekTime(1, hour, minute));
        expect(await send()).toMatchObject({ held: true, sent: 0 });
      }
      for (const [hour, minute] of [
        [0, 0],
        [8, 59],
      ] as const) {
        setClock(app(), bishkekTime(2, hour, minute));
        expect(await send()).toMatchObject({ held: true, sent: 0 });
      }
      expect((await noticesOf(app(), client.id)).map((n) => [n.status, n.attempts])).toEqual([
        ['sent', 1],
        ['pending', 0],
      ]);
      setClock(app(), bishkekTime(2, 9));
      expect((await send()).held).toBe(false);
      expect(receivedBy(channels.gateway, client.phone).map((m) => m.text)).toEqual([
        receiptText(early),
        receiptText(late),
      ]);
    });
  },
  channels.config,
);

describeWithApp(
  'notices with WhatsApp not configured for them (no WHATSAPP_NOTICE_TEMPLATE)',
  ({ app }) => {
    afterEach(() => {
      app().clock.now = systemClock().now;
    });

    it('falls back from a WhatsApp preference to SMS', async () => {
      setClock(app(), bishkekTime(1, 12));
      const client = await createClient(app(), { communication: 'whatsapp' });
      const paymentId = await notify(app(), client.id);
      await app().notices.sender.runOnce();
      expect(receivedBy(channels.gateway, client.phone)).toEqual([
        { channel: 'sms', to: client.phone, text: receiptText(paymentId) },
      ]);
    });
  },
  { ...channels.config, WHATSAPP_NOTICE_TEMPLATE: undefined },
);

describeWithApp('the dev notice outbox (development: CODE_CHANNELS=dev)', ({ app }) => {
  it('POST /api/dev/notices/ sends a client’s due notices at once and GET lists what the dev channels sent', async () => {
    const client = await createClient(app(), { communication: 'sms' });
    await bindCard(app(), client.id, CARDS.insufficient);
    const subscription = await createSubscription(app(), client.id, { monthlyTotal: 250_000 });
    await app().billing.runOnce();
    const posted = await app().inject({
      method: 'POST',
      url: DEV_NOTICES_PATH,
      payload: { phone: client.phone },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const listed = await app().inject({ method: 'GET', url: `${DEV_NOTICES_PATH}?phone=${client.phone}` });
    const { messages } = ZDevNoticesResponse.parse(listed.json());
    expect(messages).toMatchObject([{ channel: 'sms', kind: 'charge_failed' }]);
    expect(messages[0]?.text).toContain(`http://localhost:3000/payments/?subscription=${subscription.id}`);
    expect(ZDevNoticesResponse.parse(posted.json()).messages).toEqual(messages);
  });

  it('answers no one but this machine', async () => {
    const response = await app().inject({
      method: 'GET',
      url: `${DEV_NOTICES_PATH}?phone=996555000111`,
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the clients table untouched by unknown phones', async () => {
    const response = await app().inject({
      method: 'POST',
      url: DEV_NOTICES_PATH,
      payload: { phone: '996555000112' },
    });
    expect(response.statusCode).toBe(404);
    expect((await app().db.select().from(clients)).some((c) => c.phone === '996555000112')).toBe(false);
  });
});
