import { FALLBACK_LOCALE, type Locale, type SpecTextKey } from '@ijara/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadMessages, type Messages } from './locale-messages';

export const i18n = i18next.createInstance();

/** Adds a language's messages (../locales/messages-*.ts: the contract's texts under "spec"). */
export function addMessages(locale: Locale, messages: Messages): void {
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
}

/**
 * Whether a schema's message is one of the contract's texts (contract schemas carry their keys as
 * messages), asked of the messages on screen: a form does not download another language's texts.
 */
export function isSpecText(value: string | undefined): value is SpecTextKey {
  return value !== undefined && i18n.exists(`spec.${value}`);
}

async function init(locale: Locale): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/**
 * Reflects the language in the document's <html lang>. The tab's title is each page's own
 * (app/navigation/document-title.tsx); index.html's "Личный кабинет" shows only until the first page.
 */
function syncDocument(locale: Locale): void {
  // The server's render (src/entry-server.tsx) has no document; its HTML carries the lang itself.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Loads (once) and switches to the language of the page; the router calls it before rendering. */
export async function ensureLocale(locale: Locale): Promise<void> {
  await init(locale);
  if (!i18n.hasResourceBundle(locale, 'translation'))
    addMessages(locale, (await loadMessages[locale]()).default);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  syncDocument(locale);
}
