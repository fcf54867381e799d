import { type Locale, localizePath, splitLocale } from '@ijara/contract';
import { useLocation } from 'react-router';

/** The locale of the page being shown: "/en/…" is English, anything else Russian (SPEC.md §2). */
export function currentLocale(): Locale {
  return typeof window === 'undefined' ? 'ru' : splitLocale(window.location.pathname).locale;
}

export function useLocale(): Locale {
  return splitLocale(useLocation().pathname).locale;
}

/** Prefixes an unprefixed path ("/faq/") for the page's locale. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

/** The same page in the other language, query and hash kept. */
export function switchLocalePath(pathname: string, search: string, hash: string, target: Locale): string {
  return `${localizePath(splitLocale(pathname).path, target)}${search}${hash}`;
}
