import type { FastifyBaseLogger } from 'fastify';
import { liveChannels } from '../../../config/delivery';
import type { Config } from '../../../config/index';
import { CodeSender } from './code-sender';
import { DevChannel } from './dev-channel';
import { DevOutbox } from './dev-outbox';
import { SmsChannel } from './sms-channel';
import { DevTelegramBot, LiveTelegramBot, type TelegramBot } from './telegram-bot';
import { CHANNEL_TIMEOUT_MS, type CodeChannel, type DeliveryChannel } from './types';
import { WhatsAppChannel } from './whatsapp-channel';

export interface Channels {
  sender: CodeSender;
  /** Null in production: nothing may keep plain codes there. */
  outbox: DevOutbox | null;
  bot: TelegramBot;
}

/** The adapters the configuration selects (CODE_CHANNELS, WHATSAPP_*, SMS_*, TELEGRAM_*). */
export function createChannels(
  config: Config,
  log: FastifyBaseLogger,
  timeoutMs = CHANNEL_TIMEOUT_MS,
): Channels {
  const outbox = config.NODE_ENV === 'production' ? null : new DevOutbox();
  const codeChannels: Partial<Record<DeliveryChannel, CodeChannel>> = {};
  if (config.CODE_CHANNELS === 'dev' && outbox) {
    codeChannels.whatsapp = new DevChannel('whatsapp', outbox, log);
    codeChannels.sms = new DevChannel('sms', outbox, log);
  } else {
    if (liveChannels(config).whatsapp) {
      codeChannels.whatsapp = new WhatsAppChannel({
        apiUrl: config.WHATSAPP_API_URL,
        phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
        token: config.WHATSAPP_TOKEN ?? '',
        template: config.WHATSAPP_TEMPLATE ?? '',
        timeoutMs,
      });
    }
    if (config.SMS_GATEWAY_URL) {
      codeChannels.sms = new SmsChannel({
        url: config.SMS_GATEWAY_URL,
        token: config.SMS_GATEWAY_TOKEN,
        timeoutMs,
      });
    }
  }
  const bot: TelegramBot = config.TELEGRAM_BOT_TOKEN
    ? new LiveTelegramBot({ apiUrl: config.TELEGRAM_API_URL, token: config.TELEGRAM_BOT_TOKEN, timeoutMs })
    : new DevTelegramBot(log);
  return { sender: new CodeSender(codeChannels, log), outbox, bot };
}
