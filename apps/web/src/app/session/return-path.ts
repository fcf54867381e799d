import { type Locale, localizePath, matchRoute, type RouteId, splitLocale } from '@ijara/contract';

/** The sign-in page's query parameter naming where to go back to: "/?next=%2Fcards%2F". */
export const RETURN_PARAM = 'next';

/** Pages a return leads nowhere new from: signing in itself. */
const NOT_A_RETURN: RouteId[] = ['home', 'registration'];
const LOCAL_ORIGIN = 'http://return.invalid';

/**
 * A page of this site to return to after signing in, in `locale`, with its query; null for anything
 * else. Only a path of the route table qualifies: "//evil.com" and "/\evil.com" (which browsers read as
 * another host), absolute URLs, control characters and unknown paths never leave the site.
 */
export function safeReturnPath(value: string | null, locale: Locale): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return null;
  }
  const match = url.origin === LOCAL_ORIGIN ? matchRoute(url.pathname) : null;
  if (!match || NOT_A_RETURN.includes(match.id)) return null;
  return `${localizePath(splitLocale(url.pathname).path, locale)}${url.search}`;
}

/** `path` with the return path in its query, when there is one. */
export function withReturnPath(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: next })}` : path;
}

/** The return path a page was opened with (`?next=`), checked. */
export function returnPathOf(search: string | URLSearchParams, locale: Locale): string | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeReturnPath(query.get(RETURN_PARAM), locale);
}
