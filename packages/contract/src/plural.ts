import type { Locale } from './constants';

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules: Record<Locale, Intl.PluralRules> = {
  ru: new Intl.PluralRules('ru-RU'),
  en: new Intl.PluralRules('en-US'),
};

/** The unit words of SPEC.md §5. Russian uses one/few/many (11–19 take "many"). */
export const UNITS = {
  month: {
    ru: { one: 'месяц', few: 'месяца', many: 'месяцев', other: 'месяца' },
    en: { one: 'month', other: 'months' },
  },
  week: {
    ru: { one: 'неделя', few: 'недели', many: 'недель', other: 'недели' },
    en: { one: 'week', other: 'weeks' },
  },
  // Waits, in the accusative that follows «через» ("через 1 минуту"), for formatWait().
  second: {
    ru: { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' },
    en: { one: 'second', other: 'seconds' },
  },
  minute: {
    ru: { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' },
    en: { one: 'minute', other: 'minutes' },
  },
  hour: {
    ru: { one: 'час', few: 'часа', many: 'часов', other: 'часа' },
    en: { one: 'hour', other: 'hours' },
  },
  // Days in the genitive that follows «в течение» ("в течение 5 дней", "21 дня").
  dayWithin: {
    ru: { one: 'дня', few: 'дней', many: 'дней', other: 'дня' },
    en: { one: 'day', other: 'days' },
  },
} satisfies Record<string, Record<Locale, Forms>>;

export type Unit = keyof typeof UNITS;

export function pluralWord(count: number, unit: Unit, locale: Locale): string {
  const forms: Forms = UNITS[unit][locale];
  return forms[rules[locale].select(count)] ?? forms.other;
}

/** 1 месяц, 3 месяца, 12 месяцев, 21 месяц. */
export function formatCount(count: number, unit: Unit, locale: Locale): string {
  return `${count}\u00a0${pluralWord(count, unit, locale)}`;
}

/**
 * A wait in whole units, rounded up so the person never retries too early: "45 секунд", "9 минут",
 * "3 часа". For texts like "Try again in {{wait}}".
 */
export function formatWait(seconds: number, locale: Locale): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return formatCount(s, 'second', locale);
  if (s < 3600) return formatCount(Math.ceil(s / 60), 'minute', locale);
  return formatCount(Math.ceil(s / 3600), 'hour', locale);
}
