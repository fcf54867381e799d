import type { Locale } from '@ijara/contract';
import { z } from 'zod';

/** What the webhook requires of a body: a Telegram Update. Everything else in it is optional. */
export const ZTelegramUpdate = z.looseObject({ update_id: z.number().int() });

/** The part of an Update's message the bot reads (https://core.telegram.org/bots/api#message). */
export const ZBotMessage = z.object({
  chat: z.object({ id: z.number().int(), type: z.string().optional() }),
  from: z.object({ id: z.number().int(), language_code: z.string().max(35).optional() }).optional(),
  text: z.string().max(4096).optional(),
  contact: z.object({ phone_number: z.string().max(40), user_id: z.number().int().optional() }).optional(),
});
export type TBotMessage = z.infer<typeof ZBotMessage>;

/** "/start <ticket>" (also "/start@bot_name <ticket>"); the ticket is undefined for a bare "/start". */
export function startParameter(text: string | undefined): string | undefined | null {
  const match = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/.exec(text ?? '');
  if (!match) return null;
  return match[1];
}

/** Replies in English to people whose Telegram is in English, in Russian to everyone else. */
export function botLocale(message: TBotMessage): Locale {
  return message.from?.language_code?.toLowerCase().startsWith('en') ? 'en' : 'ru';
}
