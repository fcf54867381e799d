import { FALLBACK_LOCALE, type Locale, type SpecTextKey } from '@ijara/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterTakeOver } from './after-take-over';
import { loadMessages, type Messages } from './locale-messages';

export const i18n = i18next.createInstance();

/** The texts a page drawn by the server showed, by language: what taking it over needs of them. */
export type DrawnTexts = Partial<Record<Locale, Messages>>;

/** Emitted when a language's messages are complete and a text was missing before (useTranslation). */
const COMPLETED = 'messagesCompleted';

/**
 * Languages whose messages are, for now, the texts of the page the server drew (docs/decisions/061).
 * `waited` is false until the router's first ask, which is the take-over's and does not wait for the rest.
 */
const partial = new Map<Locale, { complete: Promise<void> | null; waited: boolean }>();
/** A text was asked for while only the drawn page's were there (a search's "nothing found"). */
let missed = false;

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
    // Only to notice a text that was not among the drawn page's: the messages are sent for, and it is
    // drawn again once they are complete. Nothing is saved anywhere.
    saveMissing: true,
    saveMissingTo: 'current',
    missingKeyHandler: (languages) => {
      if (partial.size === 0) return;
      missed = true;
      // Someone is using the page already: the rest of its language is sent for now, not when idle.
      for (const language of languages as Locale[]) {
        if (partial.has(language))
          setTimeout(() => void complete(language, loadMessages[language]).catch(() => {}));
      }
    },
    react: { bindI18n: `languageChanged ${COMPLETED}` },
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

type LoadMessages = () => Promise<{ default: Messages }>;

/** Adds the rest of a language the page started with only its drawn texts of; once. */
function complete(locale: Locale, load: LoadMessages): Promise<void> {
  const state = partial.get(locale);
  if (!state) return Promise.resolve();
  state.complete ??= load().then(
    ({ default: messages }) => {
      // The whole file over the drawn texts: they are the same texts.
      addMessages(locale, messages);
      partial.delete(locale);
      if (missed) {
        missed = false;
        i18n.emit(COMPLETED);
      }
    },
    (error: unknown) => {
      state.complete = null;
      throw error;
    },
  );
  return state.complete;
}

/**
 * The whole of a language, now: what a form's checks may say is among its texts (the contract's), not
 * only what the drawn page showed. Resolves at once when the language is complete already.
 */
export function wholeLanguage(locale: Locale): Promise<void> {
  return complete(locale, loadMessages[locale]);
}

/**
 * Starts from the texts of a page the server drew (app/hydrate-page.ts): the page is taken over with
 * them, and the rest of its language loads when the browser is idle afterwards. Another language's
 * texts there (fallbacks) are completed when that language is first needed.
 */
export async function takeDrawnTexts(locale: Locale, texts: DrawnTexts): Promise<void> {
  await init(locale);
  for (const [language, messages] of Object.entries(texts) as [Locale, Messages][]) {
    if (i18n.hasResourceBundle(language, 'translation')) continue;
    addMessages(language, messages);
    partial.set(language, { complete: null, waited: language !== locale });
  }
}

/**
 * Loads (once) and switches to the language of the page; the router calls it before rendering, with
 * the messages' loader. A language that holds only a drawn page's texts is completed first, except for
 * the page the app takes over (its first ask): then the rest loads when the browser is idle after it.
 */
export async function ensureLocale(locale: Locale, load: LoadMessages = loadMessages[locale]): Promise<void> {
  await init(locale);
  const drawn = partial.get(locale);
  if (drawn && !drawn.waited) {
    drawn.waited = true;
    afterTakeOver(() => void complete(locale, loadMessages[locale]).catch(() => {}));
  } else if (drawn) {
    await complete(locale, load);
  } else if (!i18n.hasResourceBundle(locale, 'translation')) {
    addMessages(locale, (await load()).default);
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  syncDocument(locale);
}
