import type { CallDef, Locale } from '@ijara/contract';
import { fillPath } from './call';

/**
 * A query's key is the request it stands for: the call's path with its parameters, then the language
 * the api answers in (X-Locale), e.g. ["info", "privacy", "en"]. It is what the service worker caches by
 * too (URL + X-Locale), and a path prefix (["info"]) reaches every call under it.
 */
export function apiQueryKey(call: Pick<CallDef, 'path'>, locale: Locale, params?: Record<string, string>) {
  return [...fillPath(call.path, params).split('/').filter(Boolean), locale] as const;
}
