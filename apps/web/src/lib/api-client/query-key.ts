import { CALL_PATHS, type CallName, type Locale } from '@ijara/contract';
import { fillPath } from './fill-path';

/**
 * A query's key is the request it stands for: the call's path with its parameters, then the language
 * the api answers in (X-Locale), e.g. ["info", "privacy", "en"]. It is what the service worker caches by
 * too (URL + X-Locale), and a path prefix (["info"]) reaches every call under it.
 */
export function apiQueryKey(name: CallName, locale: Locale, params?: Record<string, string>) {
  return [...fillPath(CALL_PATHS[name], params).split('/').filter(Boolean), locale] as const;
}
