import { type Locale, MONEY_DIVISOR } from './constants';

/** An amount in minor units (tyiyn, 1/100 som). Never a float. */
export type Money = number;

const CURRENCY: Record<Locale, string> = { ru: 'сом', en: 'som' };

const GROUP_SEPARATOR: Record<Locale, string> = { ru: '\u00a0', en: ',' };

/**
 * Whole digits in groups of three, as Intl.NumberFormat writes them for ru-RU and en-US (a test
 * compares the two). Written out because the first Intl.NumberFormat of a page loads the locale's
 * data: ~50 ms of a slow phone's main thread while the page starts.
 */
function grouped(whole: number, locale: Locale): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[locale]);
}

/**
 * 123456 → "1 234,56 сом" (ru) / "1,234.56 som" (en). Whole amounts drop the decimals; any other
 * amount shows both minor digits, so no minor unit is ever lost or rounded.
 */
export function formatMoney(minor: Money, locale: Locale): string {
  return `${formatAmount(minor, locale)}\u00a0${CURRENCY[locale]}`;
}

/**
 * The number of formatMoney without the currency: "1 234,56" (ru) / "1,234.56" (en). For a count of
 * bonus points, which pay som for som (docs/decisions/044): "Не хватает 1 234,56 балла".
 */
export function formatAmount(minor: Money, locale: Locale): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`money must be an integer of minor units: ${minor}`);
  const negative = minor < 0;
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MONEY_DIVISOR);
  const cents = abs % MONEY_DIVISOR;
  const wholeText = grouped(whole, locale);
  const separator = locale === 'ru' ? ',' : '.';
  const amount = cents === 0 ? wholeText : `${wholeText}${separator}${String(cents).padStart(2, '0')}`;
  return `${negative ? '−' : ''}${amount}`;
}

/** Whole som → minor units. */
export function som(amount: number): Money {
  return Math.round(amount * MONEY_DIVISOR);
}
