import { z } from 'zod';

/** Used by development and tests only; production refuses it (config.ts). */
export const DEV_CODE_PEPPER = 'ijara-dev-code-pepper';

const ZUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));
const ZSecret = z.string().min(1).max(4096);

/**
 * Variables of sign-in code delivery and the Telegram bot. `CODE_CHANNELS=dev` (the default) writes
 * codes to the log and the dev outbox; `live` sends them by WhatsApp Cloud API and/or an HTTP SMS
 * gateway, whichever is configured (WhatsApp first, SMS on resend and as the fallback).
 */
export const ZDeliveryConfig = z.object({
  CODE_CHANNELS: z.enum(['dev', 'live']).default('dev'),
  /** HMAC key of stored code hashes: a copy of the database alone does not reveal live codes. */
  AUTH_CODE_PEPPER: z.string().min(16).default(DEV_CODE_PEPPER),
  WHATSAPP_API_URL: ZUrl.default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,32}$/, 'must be the numeric phone number ID of WhatsApp Cloud API')
    .optional(),
  WHATSAPP_TOKEN: ZSecret.optional(),
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lower case, digits, _)')
    .optional(),
  SMS_GATEWAY_URL: ZUrl.optional(),
  SMS_GATEWAY_TOKEN: ZSecret.optional(),
  TELEGRAM_BOT_NAME: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'must be a Telegram bot username without @')
    .default('ijara_kg_bot'),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]+$/, 'must look like 123456:ABC-DEF… (from @BotFather)')
    .optional(),
  /** Telegram sends it back in X-Telegram-Bot-Api-Secret-Token; without it the webhook is off. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16–256 characters of A-Z, a-z, 0-9, _ and -')
    .optional(),
  TELEGRAM_API_URL: ZUrl.default('https://api.telegram.org'),
});

type DeliveryConfig = z.output<typeof ZDeliveryConfig> & { NODE_ENV: string };

/** [variable, message] for each inconsistent delivery setting. */
export function deliveryIssues(config: DeliveryConfig): [string, string][] {
  const issues: [string, string][] = [];
  const production = config.NODE_ENV === 'production';
  if (production && config.CODE_CHANNELS === 'dev') {
    issues.push([
      'CODE_CHANNELS',
      'the dev channel writes codes to the log and the dev outbox; set CODE_CHANNELS=live when NODE_ENV=production',
    ]);
  }
  if (config.CODE_CHANNELS === 'live') {
    const whatsapp = {
      WHATSAPP_PHONE_NUMBER_ID: config.WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_TOKEN: config.WHATSAPP_TOKEN,
      WHATSAPP_TEMPLATE: config.WHATSAPP_TEMPLATE,
    };
    const set = Object.values(whatsapp).filter(Boolean).length;
    if (set > 0 && set < 3) {
      for (const [name, value] of Object.entries(whatsapp)) {
        if (!value) issues.push([name, 'is needed with the other WHATSAPP_ variables']);
      }
    }
    if (set === 0 && !config.SMS_GATEWAY_URL) {
      issues.push([
        'SMS_GATEWAY_URL',
        'CODE_CHANNELS=live needs WhatsApp (WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN, WHATSAPP_TEMPLATE) or an SMS gateway',
      ]);
    }
  }
  if (production && config.TELEGRAM_WEBHOOK_SECRET && !config.TELEGRAM_BOT_TOKEN) {
    issues.push([
      'TELEGRAM_BOT_TOKEN',
      'is needed for the bot to answer when TELEGRAM_WEBHOOK_SECRET is set',
    ]);
  }
  return issues;
}

/** Whether WhatsApp and SMS are configured for CODE_CHANNELS=live. */
export function liveChannels(config: z.output<typeof ZDeliveryConfig>): { whatsapp: boolean; sms: boolean } {
  return {
    whatsapp: Boolean(config.WHATSAPP_PHONE_NUMBER_ID && config.WHATSAPP_TOKEN && config.WHATSAPP_TEMPLATE),
    sms: Boolean(config.SMS_GATEWAY_URL),
  };
}
