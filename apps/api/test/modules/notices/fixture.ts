import { randomBytes } from 'node:crypto';
import { addDays, todayInBishkek } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ConfigInput } from '../../../src/config/index';
import { notices, telegramTickets } from '../../../src/db/schema/index';
import type { NoticeKind } from '../../../src/modules/notices/index';
import { fakeGateway, type ReceivedRequest } from '../../helpers/fake-gateway';
import { PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { type LocalSmtp, startSmtp } from '../../helpers/smtp';

export const SITE = 'https://lk.ijara.kg';
export const PATHS = {
  whatsapp: '/12345/messages',
  sms: '/sms/send',
  telegram: '/bot1:abc/sendMessage',
} as const;
const SMTP_CREDENTIALS = { user: 'notices', pass: 'smtp-pass-123' };

export type Gateway = Awaited<ReturnType<typeof fakeGateway>>;

/**
 * Local stand-ins for WhatsApp Cloud API, the SMS gateway and the Telegram Bot API (one HTTP server,
 * one path each) and a real SMTP server, with the configuration that points every channel at them.
 */
export async function startChannels(): Promise<{
  gateway: Gateway;
  smtp: LocalSmtp;
  config: ConfigInput;
  close(): Promise<void>;
}> {
  const gateway = await fakeGateway();
  const smtp = await startSmtp(SMTP_CREDENTIALS);
  const config: ConfigInput = {
    ...PAYMENT_TEST_CONFIG,
    // Outcomes must settle at once here (a loaded machine overran PAYMENT_TEST_CONFIG's 300 ms and
    // left charges "processing"); unknown outcomes are the billing suites' subject, not this one.
    GATEWAY_TIMEOUT_MS: '10000',
    CODE_CHANNELS: 'live',
    WHATSAPP_API_URL: gateway.url,
    WHATSAPP_PHONE_NUMBER_ID: '12345',
    WHATSAPP_TOKEN: 'wa-token',
    WHATSAPP_TEMPLATE: 'ijara_code',
    WHATSAPP_NOTICE_TEMPLATE: 'ijara_notice',
    SMS_GATEWAY_URL: `${gateway.url}${PATHS.sms}`,
    SMS_GATEWAY_TOKEN: 'sms-token',
    TELEGRAM_BOT_TOKEN: '1:abc',
    TELEGRAM_API_URL: gateway.url,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_USER: SMTP_CREDENTIALS.user,
    SMTP_PASS: SMTP_CREDENTIALS.pass,
    PUBLIC_URL: SITE,
  };
  return {
    gateway,
    smtp,
    config,
    close: async () => {
      await gateway.close();
      await smtp.close();
    },
  };
}

/** A delivered message, whichever HTTP channel carried it. */
export interface Delivered {
  channel: 'whatsapp' | 'sms' | 'telegram';
  to: string;
  text: string;
}

function delivered(request: ReceivedRequest): Delivered | null {
  const body = request.body as Record<string, unknown>;
  if (request.path === PATHS.whatsapp) {
    const template = body.template as { components: { parameters: { text: string }[] }[] };
    return {
      channel: 'whatsapp',
      to: String(body.to),
      text: template.components[0]?.parameters[0]?.text ?? '',
    };
  }
  if (request.path === PATHS.sms)
    return { channel: 'sms', to: String(body.to).slice(1), text: String(body.text) };
  if (request.path === PATHS.telegram)
    return { channel: 'telegram', to: String(body.chat_id), text: String(body.text) };
  return null;
}

/** What the fake HTTP channels received for a phone (WhatsApp, SMS) or a Telegram chat, oldest first. */
export function receivedBy(gateway: Gateway, to: string): Delivered[] {
  return gateway.received.map(delivered).filter((message): message is Delivered => message?.to === to);
}

/** Bishkek's `hour`:`minute` on the service's day `days` after today (UTC+6 all year). */
export function bishkekTime(days: number, hour: number, minute = 0): Date {
  const day = addDays(todayInBishkek(), days);
  return new Date(Date.parse(`${day}T00:00:00Z`) + ((hour - 6) * 60 + minute) * 60_000);
}

/** Sets the clock every rule of payments and notices reads. */
export function setClock(app: FastifyInstance, at: Date): void {
  app.clock.now = () => at;
}

export async function noticesOf(app: FastifyInstance, clientId: number, kind?: NoticeKind) {
  return app.db
    .select()
    .from(notices)
    .where(
      kind ? and(eq(notices.clientId, clientId), eq(notices.kind, kind)) : eq(notices.clientId, clientId),
    )
    .orderBy(notices.id);
}

/** The client signed in through Telegram in chat `chatId` (a confirmed ticket, as the bot leaves it). */
export async function linkTelegram(
  app: FastifyInstance,
  client: { id: number; phone: string },
  chatId: string,
) {
  await app.db.insert(telegramTickets).values({
    ticketHash: randomBytes(16).toString('hex'),
    chatId,
    phone: client.phone,
    clientId: client.id,
    cityId: 1,
    ip: '127.0.0.1',
    expiresAt: new Date(),
    confirmedAt: new Date(),
    consumedAt: new Date(),
  });
}
