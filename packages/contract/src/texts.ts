import type { Locale } from './constants';
import { SPEC_TEXTS_EN, type SpecTextKey } from './texts-en';
import { SPEC_TEXTS_RU } from './texts-ru';

export { SPEC_TEXTS_EN, type SpecTextKey } from './texts-en';
export { SPEC_TEXTS_RU } from './texts-ru';

/**
 * The texts of SPEC.md §5 and §8, and the messages of the api's error codes, keyed for ru and en.
 * The web app merges these into its locale files under "spec", so each text is typed once.
 */
export const SPEC_TEXTS: Record<Locale, Record<SpecTextKey, string>> = {
  ru: SPEC_TEXTS_RU,
  en: SPEC_TEXTS_EN,
};

export function specText(key: SpecTextKey, locale: Locale): string {
  return SPEC_TEXTS[locale][key];
}

/** A text with its {{name}} placeholders filled (the i18next syntax, so the web app reads the same texts). */
export function fillText(
  key: SpecTextKey,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  return fillPlaceholders(SPEC_TEXTS[locale][key], values);
}

/** `text` with its {{name}} placeholders filled; an unknown name stays as it is. */
export function fillPlaceholders(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

const DECLINE_TEXTS: Record<string, SpecTextKey> = {
  insufficient_funds: 'paymentInsufficientFunds',
  expired_card: 'paymentCardExpired',
  three_ds_required: 'paymentThreeDsRequired',
  gateway_unavailable: 'gatewayUnavailable',
  no_active_card: 'noActiveCard',
};

/** What a charge's decline code tells the person; any other code is a plain decline (paymentDeclined). */
export function declineTextKey(code: string): SpecTextKey {
  return Object.hasOwn(DECLINE_TEXTS, code) ? (DECLINE_TEXTS[code] as SpecTextKey) : 'paymentDeclined';
}

/**
 * A refused card binding's reason. The charges' texts speak of a payment and end in advice, so a
 * binding has its own short ones; any other code is a plain decline.
 */
const BIND_FAILURE_TEXTS: Record<string, SpecTextKey> = {
  insufficient_funds: 'cardBindInsufficientFunds',
  expired_card: 'cardBindExpired',
  three_ds_required: 'cardBindAuthentication',
  authentication_failed: 'cardBindAuthentication',
  gateway_unavailable: 'cardBindGatewayUnavailable',
};

export function bindFailureTextKey(code: string): SpecTextKey {
  return Object.hasOwn(BIND_FAILURE_TEXTS, code)
    ? (BIND_FAILURE_TEXTS[code] as SpecTextKey)
    : 'cardBindDeclined';
}
