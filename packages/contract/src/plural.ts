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
