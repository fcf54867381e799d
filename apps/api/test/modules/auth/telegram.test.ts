import { AUTH_LIMITS, specText, ZTelegramPollResponse, ZTelegramStartResponse } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { DevTelegramBot } from '../../../src/messaging/telegram-bot';
import { TELEGRAM_WEBHOOK_PATH } from '../../../src/modules/auth/telegram/webhook-routes';
import { describeEachDatabase } from '../../helpers/app';
import { KARAKOL_UNSERVED, rewind, uniqueIp, uniquePhone } from '../../helpers/auth';
import { apiInject, errorOf } from '../../helpers/request';

const SECRET = 'telegram-webhook-secret-0123';
let nextId = 700_000_000 + Math.floor(Math.random() * 100_000_000);

/** A person in Telegram: their user id is also their private chat's id. */
function person(language = 'ru') {
  nextId += 1;
  return { id: nextId, language };
}
type Person = ReturnType<typeof person>;

function message(from: Person, content: Record<string, unknown>) {
  nextId += 1;
  return {
    update_id: nextId,
    message: {
      message_id: 1,
      date: 1_790_000_000,
      from: { id: from.id, is_bot: false, first_name: 'Aibek', language_code: from.language },
      chat: { id: from.id, type: 'private', first_name: 'Aibek' },
      ...content,
    },
  };
}

const startUpdate = (from: Person, ticket: string) => message(from, { text: `/start ${ticket}` });
/** `userId` null: a contact card with no Telegram account behind it. */
const contactUpdate = (from: Person, phone: string, userId: number | null = from.id) =>
  message(from, {
    contact: { phone_number: phone, first_name: 'Aibek', ...(userId ? { user_id: userId } : {}) },
  });

/** `secret` null: no secret header at all. */
function post(app: FastifyInstance, body: unknown, secret: string | null = SECRET) {
  return app.inject({
    method: 'POST',
    url: TELEGRAM_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }),
    },
    payload: JSON.stringify(body),
  });
}

async function startTicket(app: FastifyInstance, ip = uniqueIp()) {
  const response = await apiInject(app, { path: 'auth/telegram/start/', body: { city: 1, company: 3 }, ip });
  expect(response.statusCode).toBe(200);
  return ZTelegramStartResponse.parse(response.json());
}

async function poll(app: FastifyInstance, ticket: string) {
  const response = await apiInject(app, { path: 'auth/telegram/poll/', body: { ticket } });
  expect(response.statusCode).toBe(200);
  return ZTelegramPollResponse.parse(response.json());
}

function botSaid(app: FastifyInstance, who: Person) {
  const bot = app.auth.channels.bot;
  if (!(bot instanceof DevTelegramBot)) throw new Error('tests use the dev bot');
  return bot.messages(String(who.id));
}

describeEachDatabase(
  'Telegram sign-in',
  ({ app }) => {
    it('starts a ticket with the bot link and its life', async () => {
      const started = await startTicket(app());
      expect(started.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(started.url).toBe(`https://t.me/ijara_kg_bot?start=${started.ticket}`);
      expect(started.expiresIn).toBe(AUTH_LIMITS.telegramTicketTtlSeconds);
      expect(await poll(app(), started.ticket)).toEqual({ statusCode: '200', state: 'waiting' });
    });

    it('applies the city rules of a code sign-in', async () => {
      const unserved = await apiInject(app(), {
        path: 'auth/telegram/start/',
        body: { city: KARAKOL_UNSERVED },
      });
      expect(unserved.statusCode).toBe(400);
      expect(errorOf(unserved).code).toBe('city_not_served');
      const company = await apiInject(app(), {
        path: 'auth/telegram/start/',
        body: { city: 1, company: 999 },
      });
      expect(errorOf(company).fields).toEqual({ company: specText('incorrectInfo', 'ru') });
    });

    it('signs in with the shared contact, handing the token out once', async () => {
      const started = await startTicket(app());
      const aibek = person();
      const phone = uniquePhone();
      expect((await post(app(), startUpdate(aibek, started.ticket))).statusCode).toBe(200);
      expect(botSaid(app(), aibek)).toEqual([
        {
          chatId: String(aibek.id),
          text: specText('botAskContact', 'ru'),
          replyMarkup: {
            keyboard: [[{ text: specText('botShareContact', 'ru'), request_contact: true }]],
            one_time_keyboard: true,
            resize_keyboard: true,
          },
        },
      ]);
      expect((await poll(app(), started.ticket)).state).toBe('waiting');
      // Telegram sends the number with or without "+".
      const answer = await post(app(), contactUpdate(aibek, phone));
      expect([answer.statusCode, answer.json()]).toEqual([200, { ok: true }]);
      expect(botSaid(app(), aibek).at(-1)).toEqual({
        chatId: String(aibek.id),
        text: specText('botSignedIn', 'ru'),
        replyMarkup: { remove_keyboard: true },
      });
      const confirmed = await poll(app(), started.ticket);
      expect(confirmed).toMatchObject({ state: 'confirmed', clientID: expect.any(Number) });
      const info = await apiInject(app(), { path: 'user/getinfo/', token: confirmed.token ?? '' });
      expect(info.json().client).toMatchObject({ id: confirmed.clientID, phone, city: 1, company: 3 });
      expect(await poll(app(), started.ticket)).toEqual({ statusCode: '200', state: 'expired' });
    });

    it('speaks English to a person whose Telegram is in English', async () => {
      const started = await startTicket(app());
      const anna = person('en-GB');
      await post(app(), startUpdate(anna, started.ticket));
      expect(botSaid(app(), anna)[0]?.text).toBe(specText('botAskContact', 'en'));
    });

    it("refuses someone else's contact", async () => {
      const started = await startTicket(app());
      const aibek = person();
      await post(app(), startUpdate(aibek, started.ticket));
      for (const userId of [aibek.id + 1, null]) {
        expect((await post(app(), contactUpdate(aibek, uniquePhone(), userId))).statusCode).toBe(200);
        expect(botSaid(app(), aibek).at(-1)?.text).toBe(specText('botOwnContactOnly', 'ru'));
      }
      expect((await poll(app(), started.ticket)).state).toBe('waiting');
    });

    it('refuses a number that is not Kyrgyz', async () => {
      const started = await startTicket(app());
      const ivan = person();
      await post(app(), startUpdate(ivan, started.ticket));
      await post(app(), contactUpdate(ivan, '79161234567'));
      expect(botSaid(app(), ivan).at(-1)?.text).toBe(specText('botPhoneNotSupported', 'ru'));
      expect((await poll(app(), started.ticket)).state).toBe('waiting');
    });

    it('refuses an expired ticket, in the bot and in the poll', async () => {
      const ip = uniqueIp();
      const started = await startTicket(app(), ip);
      await rewind(app(), AUTH_LIMITS.telegramTicketTtlSeconds + 1, { ip });
      const late = person();
      await post(app(), startUpdate(late, started.ticket));
      expect(botSaid(app(), late)).toHaveLength(1);
      expect(botSaid(app(), late)[0]?.text).toBe(specText('botTicketExpired', 'ru'));
      expect((await poll(app(), started.ticket)).state).toBe('expired');
    });

    it('expires a ticket confirmed but not collected in time', async () => {
      const ip = uniqueIp();
      const started = await startTicket(app(), ip);
      const aibek = person();
      await post(app(), startUpdate(aibek, started.ticket));
      await post(app(), contactUpdate(aibek, `+${uniquePhone()}`));
      await rewind(app(), AUTH_LIMITS.telegramTicketTtlSeconds + 1, { ip });
      expect((await poll(app(), started.ticket)).state).toBe('expired');
    });

    it('answers a contact with no ticket opened in the chat, and an unknown ticket', async () => {
      const stray = person();
      await post(app(), contactUpdate(stray, uniquePhone()));
      await post(app(), startUpdate(stray, 'x'.repeat(32)));
      expect(botSaid(app(), stray).map((m) => m.text)).toEqual([
        specText('botTicketExpired', 'ru'),
        specText('botTicketExpired', 'ru'),
      ]);
      expect((await poll(app(), 'unknown-ticket-0123456789')).state).toBe('expired');
    });

    it('keeps a ticket to the first chat that opened it', async () => {
      const started = await startTicket(app());
      const owner = person();
      const intruder = person();
      await post(app(), startUpdate(owner, started.ticket));
      await post(app(), startUpdate(intruder, started.ticket));
      expect(botSaid(app(), intruder)[0]?.text).toBe(specText('botTicketExpired', 'ru'));
      await post(app(), contactUpdate(intruder, uniquePhone()));
      expect((await poll(app(), started.ticket)).state).toBe('waiting');
    });

    it('gives a hint for "/start" alone and for any other text', async () => {
      const someone = person();
      await post(app(), message(someone, { text: '/start' }));
      await post(app(), message(someone, { text: 'hello' }));
      expect(botSaid(app(), someone).map((m) => m.text)).toEqual([
        specText('botHelp', 'ru'),
        specText('botHelp', 'ru'),
      ]);
    });

    it('answers 200 and ignores updates it has nothing to do with', async () => {
      const someone = person();
      for (const update of [
        { update_id: 1 },
        { update_id: 2, edited_message: { text: 'x' } },
        { update_id: 3, message: { chat: 'nonsense' } },
        { update_id: 4, callback_query: { id: '1' } },
        message(someone, { chat: { id: someone.id, type: 'group' }, text: '/start abc' }),
      ]) {
        const response = await post(app(), update);
        expect(response.statusCode, JSON.stringify(update)).toBe(200);
      }
      expect(botSaid(app(), someone)).toEqual([]);
    });

    it('answers a body that is not an update with 400', async () => {
      expect((await post(app(), { hello: 'world' })).statusCode).toBe(400);
      expect((await post(app(), [1, 2])).statusCode).toBe(400);
    });

    it('answers a missing or wrong secret with 401 before reading the body', async () => {
      for (const secret of [null, '', 'wrong-secret-0123456789', `${SECRET}x`]) {
        const response = await post(app(), startUpdate(person(), 'x'), secret);
        expect(response.statusCode).toBe(401);
        expect(errorOf(response).code).toBe('unauthorized');
      }
      expect((await post(app(), 'junk', 'nope')).statusCode).toBe(401);
    });

    it('starts at most 30 tickets per IP per hour', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 30; i++) await startTicket(app(), ip);
      const refused = await apiInject(app(), {
        path: 'auth/telegram/start/',
        body: { city: 1 },
        ip,
        locale: 'en',
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3590);
      expect(errorOf(refused).message).toMatch(/^Too many sign-ins from your network\. Try again in /);
    });
  },
  { TELEGRAM_WEBHOOK_SECRET: SECRET },
);

describeEachDatabase('the Telegram webhook without a secret', ({ app }) => {
  it('is off: 404', async () => {
    const response = await post(app(), { update_id: 1 });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('not_found');
  });
});
