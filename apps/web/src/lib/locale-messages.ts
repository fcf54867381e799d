import type { Locale } from '@ijara/contract';

/** A locale file's content; keys are typed from ru.json (src/types/i18next.d.ts). */
export type Messages = Record<string, unknown>;

/**
 * Each language is its own chunk, with the contract's texts in it; only the one on screen is downloaded. Apart from i18next's chunk so
 * the router can start both downloads at once (one round trip less before the first page).
 */
export const loadMessages: Record<Locale, () => Promise<{ default: Messages }>> = {
  ru: () => import('../locales/messages-ru'),
  en: () => import('../locales/messages-en'),
};
