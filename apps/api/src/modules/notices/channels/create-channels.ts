import type { FastifyBaseLogger } from 'fastify';
import { liveChannels } from '../../../config/delivery';
import type { Config } from '../../../config/index';
import type { NoticeChannelName } from '../channel-order';
import { DevNoticeOutbox, DevNotices } from './dev';
import { EmailNotices, type Mailer } from './email';
import { SmsNotices } from './sms';
import { type TelegramBot, TelegramNotices } from './telegram';
import type { NoticeChannel } from './types';
import { WhatsAppNotices } from './whatsapp';

/** Outside calls time out at 10 s (DESIGN.md §5). */
export const NOTICE_TIMEOUT_MS = 10_000;

export interface NoticeChannels {
  channels: Partial<Record<NoticeChannelName, NoticeChannel>>;
  /** The dev channels' outbox; null in production and with live channels only. */
  outbox: DevNoticeOutbox | null;
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
  timeoutMs = NOTICE_TIMEOUT_MS,
): NoticeChannels {
  const dev = config.CODE_CHANNELS === 'dev' && config.NODE_ENV !== 'production';
  const outbox = dev ? new DevNoticeOutbox() : null;
  const channels: Partial<Record<NoticeChannelName, NoticeChannel>> = {};
  if (outbox) {
    channels.whatsapp = new DevNotices('whatsapp', outbox, deps.log);
    channels.sms = new DevNotices('sms', outbox, deps.log);
  } else {
    if (liveChannels(config).whatsapp && config.WHATSAPP_NOTICE_TEMPLATE) {
      channels.whatsapp = new WhatsAppNotices({
        apiUrl: config.WHATSAPP_API_URL,
        phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
        token: config.WHATSAPP_TOKEN ?? '',
        template: config.WHATSAPP_NOTICE_TEMPLATE,
        timeoutMs,
      });
    }
    if (config.SMS_GATEWAY_URL) {
      channels.sms = new SmsNotices({
        url: config.SMS_GATEWAY_URL,
        token: config.SMS_GATEWAY_TOKEN,
        timeoutMs,
      });
    }
  }
  if (config.TELEGRAM_BOT_TOKEN) channels.telegram = new TelegramNotices(deps.bot);
  else if (outbox) channels.telegram = new DevNotices('telegram', outbox, deps.log);
  if (deps.mailer.name !== 'off') channels.email = new EmailNotices(deps.mailer);
  return { channels, outbox };
}
