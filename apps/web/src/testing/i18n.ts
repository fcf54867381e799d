import { ensureLocale } from '../lib/i18n';

/** Loads both languages and leaves the given one active, as the router's locale loader would. */
export async function setupI18n(locale: 'ru' | 'en' = 'ru'): Promise<void> {
  await ensureLocale(locale === 'ru' ? 'en' : 'ru');
  await ensureLocale(locale);
}
