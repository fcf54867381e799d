import type { TDevOutboxMessage } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config/index';
import { createTelegramBot, phoneTransports } from '../../../messaging/create-transports';
import { DevInbox } from '../../../messaging/dev-inbox';
import { DevTransport } from '../../../messaging/dev-transport';
import type { TelegramBot } from '../../../messaging/telegram-bot';
import { DevChannel, type OutboxEntry, SmsChannel, WhatsAppChannel } from './code-channels';
import { CodeSender } from './code-sender';
import { CHANNEL_TIMEOUT_MS, type CodeChannel, type DeliveryChannel } from './types';

export interface Channels {
  sender: CodeSender;
  /** The dev outbox; null in production: nothing may keep plain codes there. */
  outbox: DevInbox<TDevOutboxMessage> | null;
  bot: TelegramBot;
}

/** The code channels the configuration selects (CODE_CHANNELS, WHATSAPP_*, SMS_*); the bot (TELEGRAM_*). */
export function createChannels(
  config: Config,
  log: FastifyBaseLogger,
  timeoutMs = CHANNEL_TIMEOUT_MS,
): Channels {
  const outbox = config.NODE_ENV === 'production' ? null : new DevInbox<TDevOutboxMessage>();
  const phones = phoneTransports(config, config.WHATSAPP_TEMPLATE, timeoutMs);
  const codeChannels: Partial<Record<DeliveryChannel, CodeChannel>> = {};
  if (phones.dev && outbox) {
    const dev = new DevTransport<OutboxEntry>(outbox, log, 'dev channel');
    codeChannels.whatsapp = new DevChannel('whatsapp', dev);
    codeChannels.sms = new DevChannel('sms', dev);
  }
  if (phones.whatsapp) codeChannels.whatsapp = new WhatsAppChannel(phones.whatsapp);
  if (phones.sms) codeChannels.sms = new SmsChannel(phones.sms);
  const bot = createTelegramBot(config, log, timeoutMs);
  return { sender: new CodeSender(codeChannels, log), outbox, bot };
}
