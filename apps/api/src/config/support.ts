import { z } from 'zod';

/**
 * Where a client writes for help (issue 31, docs/decisions/052): the chat button, the FAQ's link and every
 * "write to support" link open it. A WhatsApp business number and/or a Telegram account of the support
 * team; Telegram first when both are set. Neither: the company's WhatsApp from the catalogue. Never the
 * sign-in bot, which answers only "to sign in, tap…".
 */
export const ZSupportConfig = z.object({
  SUPPORT_TELEGRAM: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, 'must be a Telegram username without @')
    .optional(),
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, 'must be the international number in digits, e.g. 996312987654')
    .optional(),
});

type SupportConfig = z.output<typeof ZSupportConfig> & { TELEGRAM_BOT_NAME: string };

/** [variable, message] for a support account that is the sign-in bot. */
export function supportIssues(config: SupportConfig): [string, string][] {
  if (config.SUPPORT_TELEGRAM?.toLowerCase() === config.TELEGRAM_BOT_NAME.toLowerCase()) {
    return [
      ['SUPPORT_TELEGRAM', 'must not be the sign-in bot (TELEGRAM_BOT_NAME): it does not answer questions'],
    ];
  }
  return [];
}

/** The support chat's link, or null when none is configured. */
export function supportChatUrl(config: z.output<typeof ZSupportConfig>): string | null {
  if (config.SUPPORT_TELEGRAM) return `https://t.me/${config.SUPPORT_TELEGRAM}`;
  if (config.SUPPORT_WHATSAPP) return `https://wa.me/${config.SUPPORT_WHATSAPP}`;
  return null;
}
