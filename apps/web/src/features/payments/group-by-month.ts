import { formatDate, type Locale, type Money, type TPayment, todayInBishkek } from '@ijara/contract';

const TAGS: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB' };

export interface MonthGroup {
  /** "2026-11" */
  key: string;
  payments: TPayment[];
  /** What was actually charged this month: successful payments only. */
  paid: Money;
}

/** Newest first by date; the higher id first within the same instant. */
export function newestFirst(payments: readonly TPayment[]): TPayment[] {
  return [...payments].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
}

/** "2026-11" of an instant, in Bishkek. */
export function monthKey(date: string): string {
  return todayInBishkek(new Date(date)).slice(0, 7);
}

/** The history as months, newest month first, newest payment first inside each. */
export function groupByMonth(payments: readonly TPayment[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const payment of newestFirst(payments)) {
    const key = monthKey(payment.date);
    let group = groups.at(-1);
    if (group?.key !== key) {
      group = { key, payments: [], paid: 0 };
      groups.push(group);
    }
    group.payments.push(payment);
    if (payment.status === 'success') group.paid += payment.amount;
  }
  return groups;
}

// One per language: a new Intl.DateTimeFormat costs far more than formatting with one.
const monthNames: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/** The month's name as it stands alone ("ноябрь", "November") and its year, for "{{month}} {{year}}". */
export function monthParts(key: string, locale: Locale): { month: string; year: string } {
  const [year = '', month = '1'] = key.split('-');
  // Mid-month noon UTC is the same month in every zone.
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, 15, 12));
  monthNames[locale] ??= new Intl.DateTimeFormat(TAGS[locale], { month: 'long', timeZone: 'UTC' });
  const name = monthNames[locale].format(date);
  return { month: name.charAt(0).toLocaleUpperCase(TAGS[locale]) + name.slice(1), year };
}

/** "21 ноября" / "21 November": the day inside a month group, in Bishkek. */
export function formatDay(date: string, locale: Locale): string {
  return formatDate(date, locale, 'day');
}
