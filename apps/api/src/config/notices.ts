import { z } from 'zod';

/**
 * Variables of notices to clients (docs/decisions/027). The channels reuse the sign-in settings
 * (WHATSAPP_*, SMS_*, TELEGRAM_BOT_TOKEN, CODE_CHANNELS) and e-mail's (SMTP_*, PUBLIC_URL); WhatsApp
 * needs a template of its own for notices, as Meta allows business-started messages only by template.
 */
export const ZNoticesConfig = z.object({
  /** An approved "utility" template whose body is one parameter, the notice's text, in ru and en. */
  WHATSAPP_NOTICE_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lower case, digits, _)')
    .optional(),
  /** Notices sent per claim of the notices job. */
  NOTICES_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
});
