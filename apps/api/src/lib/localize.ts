import type { Locale } from '@ijara/contract';

/** Picks the column of the request's locale from a row that keeps both. */
export function pick(locale: Locale, ru: string, en: string): string {
  return locale === 'en' ? en : ru;
}
