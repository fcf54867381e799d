import type { Locale } from '@ijara/contract';
import type { PostProcessorModule } from 'i18next';
import { type DrawnTexts, i18n } from './i18n';
import type { Messages } from './locale-messages';

// The server's side of a drawn page's texts (src/entry-server.tsx; docs/decisions/061): apart from
// ./i18n.ts, which the browser loads as a whole.

/** Keys ("lng\nkey") the server's render looked up, while a render notes them (recordTexts). */
let looked: Set<string> | null = null;

/**
 * On the server, every text i18next gives passes here (i18next's post-processors: t, nested texts,
 * plurals by their full key), so a render can note the texts its page shows.
 */
const noteText: PostProcessorModule = {
  type: 'postProcessor',
  name: 'noteText',
  process(value, _key, options) {
    const resolved = (options as { i18nResolved?: { usedLng?: string; exactUsedKey?: string } }).i18nResolved;
    if (looked && resolved?.usedLng && resolved.exactUsedKey)
      looked.add(`${resolved.usedLng}\n${resolved.exactUsedKey}`);
    return value;
  },
};
i18n.use(noteText);
// Before or after i18next's init alike: init keeps options set earlier, and its translator reads these.
i18n.options.postProcess = [noteText.name];
i18n.options.postProcessPassResolved = true;

/** Sections of which a page sends only the texts it showed: the contract's (the largest) and the pages' titles. */
const BY_TEXT = new Set(['spec', 'titles']);

/**
 * What of the messages goes with a text the page showed: its whole section (the messages' top level:
 * `catalog`, `signIn`, `menu`), so what the page shows when used — a search's count, "nothing found",
 * the code step — is there before the rest of the language; of the contract's texts (`spec`, shared by
 * every page) and the pages' titles (another page's title shows on that page, which waits for the whole
 * language) only the text itself.
 */
function sectionOf(key: string): string {
  const [section = key] = key.split('.');
  return BY_TEXT.has(section) ? key : section;
}

/**
 * The server's side (src/entry-server.tsx): notes every text a render looks up until `stop`, which gives
 * them with their sections, by language, as the page's texts for the browser. Renders take turns, so
 * one notes at a time.
 */
export function recordTexts(): { stop: () => DrawnTexts } {
  const found = new Set<string>();
  looked = found;
  let texts: DrawnTexts | null = null;
  return {
    stop: () => {
      if (texts) return texts;
      if (looked === found) looked = null;
      texts = {};
      for (const entry of found) {
        const [lng, looked] = entry.split('\n') as [Locale, string];
        const key = sectionOf(looked);
        // A copy: the texts must not share objects with i18next's own.
        const value: unknown = structuredClone(i18n.getResource(lng, 'translation', key));
        if (value !== undefined) texts[lng] = withText(texts[lng] ?? {}, key.split('.'), value);
      }
      return texts;
    },
  };
}

/** `messages` with `value` at `path`; an object found there (a text asked for whole) is merged. */
function withText(messages: Messages, path: string[], value: unknown): Messages {
  const [head, ...rest] = path as [string, ...string[]];
  const here = messages[head];
  if (rest.length > 0) {
    const inner = typeof here === 'object' && here !== null ? (here as Messages) : {};
    return { ...messages, [head]: withText(inner, rest, value) };
  }
  const whole =
    typeof here === 'object' && here !== null && typeof value === 'object' && value !== null
      ? { ...(value as Messages), ...(here as Messages) }
      : value;
  return { ...messages, [head]: whole };
}
