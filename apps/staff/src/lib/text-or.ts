import type { TFunction } from 'i18next';

/**
 * The text at `key`, or `fallback` when there is none: labels of codes the api sends (audit actions,
 * notice kinds), so a code the app does not know yet still shows as itself. A key that names a
 * group of texts rather than one text also falls back.
 */
export function textOr(t: TFunction, key: string, fallback: string): string {
  const text: unknown = t(key, { returnObjects: true, defaultValue: fallback });
  return typeof text === 'string' && text !== '' ? text : fallback;
}
