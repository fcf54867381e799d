import type { FastifyBaseLogger } from 'fastify';
import { liveChannels } from '../config/delivery';
import type { Config } from '../config/index';
import { smtpConfigured } from '../config/mail';
import { type DevMailbox, DevMailer, devMailbox } from './dev-mailer';
import { type Mailer, NoMailer } from './mailer';
import type { SmsGatewayOptions } from './sms-gateway';
import { SmtpMailer } from './smtp-mailer';
import { DevTelegramBot, LiveTelegramBot, type TelegramBot } from './telegram-bot';
import { TRANSPORT_TIMEOUT_MS } from './transport';
import type { WhatsAppCloudOptions } from './whatsapp-cloud';

/**
 * WhatsApp and SMS as the configuration selects them: `dev` with CODE_CHANNELS=dev (never in
 * production), when dev stand-ins take their place; else the live transports that are configured.
 */
export interface PhoneTransports {
  dev: boolean;
  /** Null when dev, or when WHATSAPP_* or the messages' template is not set. */
  whatsapp: WhatsAppCloudOptions | null;
  /** Null when dev, or without SMS_GATEWAY_URL. */
  sms: SmsGatewayOptions | null;
}

/** `template`: the WhatsApp template these messages go as; without it they do not go by WhatsApp. */
export function phoneTransports(
  config: Config,
  template: string | undefined,
  timeoutMs = TRANSPORT_TIMEOUT_MS,
): PhoneTransports {
  if (config.CODE_CHANNELS === 'dev' && config.NODE_ENV !== 'production') {
    return { dev: true, whatsapp: null, sms: null };
  }
  const whatsapp: WhatsAppCloudOptions | null =
    liveChannels(config).whatsapp && template
      ? {
          apiUrl: config.WHATSAPP_API_URL,
          phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
          token: config.WHATSAPP_TOKEN ?? '',
          template,
          timeoutMs,
        }
      : null;
  const sms: SmsGatewayOptions | null = config.SMS_GATEWAY_URL
    ? { url: config.SMS_GATEWAY_URL, token: config.SMS_GATEWAY_TOKEN, timeoutMs }
    : null;
  return { dev: false, whatsapp, sms };
}

/** The Bot API with TELEGRAM_BOT_TOKEN; else the dev bot (log, and kept per chat for tests). */
export function createTelegramBot(
  config: Config,
  log: FastifyBaseLogger,
  timeoutMs = TRANSPORT_TIMEOUT_MS,
): TelegramBot {
  return config.TELEGRAM_BOT_TOKEN
    ? new LiveTelegramBot({ apiUrl: config.TELEGRAM_API_URL, token: config.TELEGRAM_BOT_TOKEN, timeoutMs })
    : new DevTelegramBot(log);
}

/** SMTP when configured (SMTP_URL or SMTP_HOST), else the dev mailbox; never a dev mailbox in production. */
export function createMailer(
  config: Config,
  log: FastifyBaseLogger,
): { mailer: Mailer; mailbox: DevMailbox | null } {
  if (smtpConfigured(config)) {
    const mailer = new SmtpMailer({
      url: config.SMTP_URL,
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      user: config.SMTP_USER,
      pass: config.SMTP_PASS,
      from: config.SMTP_FROM,
    });
    return { mailer, mailbox: null };
  }
  if (config.NODE_ENV === 'production') {
    log.warn('SMTP is not configured (SMTP_URL or SMTP_HOST): verification e-mails are not sent');
    return { mailer: new NoMailer(), mailbox: null };
  }
  const mailbox = devMailbox();
  return { mailer: new DevMailer(mailbox, log), mailbox };
}
