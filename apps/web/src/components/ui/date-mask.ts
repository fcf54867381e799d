import type { Locale } from '@ijara/contract';

/** Day first in both languages (Kyrgyzstan writes dates so); the separator follows the language. */
const SEPARATOR: Record<Locale, string> = { ru: '.', en: '/' };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "17041995" → "17.04.1995" while typing: the separators appear as the digits reach them. */
function group(digits: string, locale: Locale): string {
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join(SEPARATOR[locale]);
}

/** How an ISO date ("1995-04-17") is shown in the field; anything else is shown as it is. */
export function showDate(value: string, locale: Locale): string {
  const iso = ISO_DATE.exec(value);
  return iso ? group(`${iso[3]}${iso[2]}${iso[1]}`, locale) : value;
}

/**
 * What was typed or pasted → what the field shows and what the form holds: an ISO date once all eight
 * digits are there (the schema then judges it), the text as shown while it is incomplete (the schema
 * refuses it), '' when empty. A pasted or autofilled ISO date is taken as it is.
 */
export function readDate(typed: string, locale: Locale): { shown: string; value: string } {
  const iso = ISO_DATE.exec(typed.trim());
  const digits = iso ? `${iso[3]}${iso[2]}${iso[1]}` : typed.replace(/\D/g, '').slice(0, 8);
  const shown = group(digits, locale);
  if (digits.length < 8) return { shown, value: shown };
  return { shown, value: `${digits.slice(4, 8)}-${digits.slice(2, 4)}-${digits.slice(0, 2)}` };
}
