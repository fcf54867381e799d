import { z } from 'zod';
import { AUTH_LIMITS } from '../constants';
import { ok, ZId } from '../envelope';
import { normalizePhone, phoneRefusal } from '../phone';

/** Accepts what a person types and normalises it to "996XXXXXXXXX"; only Kyrgyz mobile numbers. */
export const ZPhone = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: phoneRefusal(value) });
      return z.NEVER;
    }
    return phone;
  });

/** How a sign-in code reached the person: WhatsApp first, SMS on resend or when WhatsApp fails. */
export const ZCodeChannel = z.enum(['whatsapp', 'sms', 'telegram']);
export type TCodeChannel = z.infer<typeof ZCodeChannel>;

/** SPEC.md §7 "registration data": starts a sign-in and sends the code. */
export const ZRegistrationRequest = z.object({ phone: ZPhone, city: ZId, company: ZId.optional() });
export type TRegistrationRequest = z.input<typeof ZRegistrationRequest>;
export const ZRegistrationResponse = ok({
  channel: ZCodeChannel,
  /** Seconds until a resend is allowed. */
  resendAfter: z.number().int().nonnegative(),
});
export type TRegistrationResponse = z.infer<typeof ZRegistrationResponse>;

export const ZCode = z.string().regex(new RegExp(`^\\d{${AUTH_LIMITS.codeLength}}$`));
export const ZConfirmationRequest = z.object({ phone: ZPhone, code: ZCode });
export type TConfirmationRequest = z.input<typeof ZConfirmationRequest>;
export const ZConfirmationResponse = ok({ token: z.string().min(32), clientID: ZId });
export type TConfirmationResponse = z.infer<typeof ZConfirmationResponse>;

/** Telegram sign-in (our addition): a one-time ticket the bot confirms with the shared contact. */
export const ZTelegramStartRequest = z.object({ city: ZId, company: ZId.optional() });
export type TTelegramStartRequest = z.input<typeof ZTelegramStartRequest>;
export const ZTelegramStartResponse = ok({
  ticket: z.string(),
  url: z.string().url(),
  /** Seconds the ticket stays valid. */
  expiresIn: z.number().int(),
});
export const ZTelegramPollRequest = z.object({ ticket: z.string().min(16).max(128) });
/** `confirmed` carries the token once; a later poll of the same ticket answers `expired`. */
export const ZTelegramPollResponse = ok({
  state: z.enum(['waiting', 'confirmed', 'expired']),
  token: z.string().optional(),
  clientID: ZId.optional(),
});
export type TTelegramPollResponse = z.infer<typeof ZTelegramPollResponse>;
