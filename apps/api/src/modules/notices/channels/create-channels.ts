import type { TDevNotice } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config/index';
import { phoneTransports } from '../../../messaging/create-transports';
import { DevInbox } from '../../../messaging/dev-inbox';
import { DevTransport } from '../../../messaging/dev-transport';
import type { Mailer } from '../../../messaging/mailer';
import type { TelegramBot } from '../../../messaging/telegram-bot';
import type { NoticeChannelName } from '../channel-order';
import {
  DevNotices,
  EmailNotices,
  type NoticeEntry,
  SmsNotices,
  TelegramNotices,
  WhatsAppNotices,
} from './notice-channels';
import type { NoticeChannel } from './types';

export interface NoticeChannels {
  channels: Partial<Record<NoticeChannelName, NoticeChannel>>;
  /** The dev channels' outbox; null in production and with live channels only. */
  outbox: DevInbox<TDevNotice> | null;
}

/**
 * The channels the configuration selects. `CODE_CHANNELS=live`: WhatsApp when its sign-in settings
 * and WHATSAPP_NOTICE_TEMPLATE are set, SMS when SMS_GATEWAY_URL is. `dev` (never in production):
 * both are dev stand-ins. Telegram with TELEGRAM_BOT_TOKEN (else a stand-in in dev); e-mail whenever
 * the profile's mailer sends (SMTP, or the dev mailbox outside production).
 */
export function createNoticeChannels(
  config: Config,
  deps: { bot: TelegramBot; mailer: Mailer; log: FastifyBaseLogger },
  timeoutMs?: number,
): NoticeChannels {
  const phones = phoneTransports(config, config.WHATSAPP_NOTICE_TEMPLATE, timeoutMs);
  const outbox = phones.dev ? new DevInbox<TDevNotice>() : null;
  const dev = outbox ? new DevTransport<NoticeEntry>(outbox, deps.log, 'dev notice') : null;
  const channels: Partial<Record<NoticeChannelName, NoticeChannel>> = {};
  if (dev) {
    channels.whatsapp = new DevNotices('whatsapp', dev);
    channels.sms = new DevNotices('sms', dev);
  }
  if (phones.whatsapp) channels.whatsapp = new WhatsAppNotices(phones.whatsapp);
  if (phones.sms) channels.sms = new SmsNotices(phones.sms);
  if (config.TELEGRAM_BOT_TOKEN) channels.telegram = new TelegramNotices(deps.bot);
  else if (dev) channels.telegram = new DevNotices('telegram', dev);
  if (deps.mailer.name !== 'off') channels.email = new EmailNotices(deps.mailer);
  return { channels, outbox };
}
