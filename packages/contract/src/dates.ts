import { DELETION_OFFSET_DAYS, type Locale } from './constants';

/** One calendar day; dates are "YYYY-MM-DD" at midnight UTC, so a day is always this long. */
export const DAY_MS = 86_400_000;

/** Calendar dates travel as "YYYY-MM-DD"; instants as ISO 8601 with a zone. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Bishkek (Asia/Bishkek) is UTC+6 all year, without summer time, since 2005. */
const BISHKEK_OFFSET_MS = 6 * 3_600_000;

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return ISO_DATE_PATTERN.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

/** The calendar day in Bishkek of an instant, or of a "YYYY-MM-DD" (midnight UTC, the same day there). */
function dayInBishkek(value: string | Date): { year: number; month: number; day: number } {
  const shifted = new Date(toDate(value).getTime() + BISHKEK_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

const MONTHS: Record<Locale, readonly string[]> = {
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const two = (n: number) => String(n).padStart(2, '0');

type DateForm = 'long' | 'short' | 'day';

/**
 * Locale dates in Bishkek. "long" carries the year, the full month name and the day (SPEC.md §5): ru
 * "21 ноября 2026 г.", en "21 November 2026". "short": 21.11.2026 / 21/11/2026. "day": the day within
 * its month, "21 ноября" / "21 November" (a month's group of payments). Written out as
 * Intl.DateTimeFormat writes them for ru-RU and en-GB in Asia/Bishkek (a test compares the two), as
 * money is (money.ts): the first Intl.DateTimeFormat of a page loads the locale's data, ~75 ms of a
 * slow phone's main thread on a page that shows one date.
 */
export function formatDate(value: string | Date, locale: Locale, form: DateForm = 'long'): string {
  const { year, month, day } = dayInBishkek(value);
  const separator = locale === 'ru' ? '.' : '/';
  if (form === 'short') return `${two(day)}${separator}${two(month + 1)}${separator}${year}`;
  if (form === 'day') return `${day} ${MONTHS[locale][month]}`;
  return locale === 'ru' ? `${day} ${MONTHS.ru[month]} ${year} г.` : `${day} ${MONTHS.en[month]} ${year}`;
}

/** "YYYY-MM-DD" plus whole days, in calendar arithmetic (no time zone drift). */
export function addDays(isoDate: string, days: number): string {
  const base = toDate(isoDate.slice(0, 10));
  return new Date(base.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day personal data is erased: the request date plus SPEC.md's 12 days. */
export function deletionDate(requestDate: string): string {
  return addDays(requestDate, DELETION_OFFSET_DAYS);
}

/** Today's calendar date in Bishkek as "YYYY-MM-DD" (the service's day, whatever the device's zone). */
export function todayInBishkek(now: Date = new Date()): string {
  const { year, month, day } = dayInBishkek(now);
  return `${year}-${two(month + 1)}-${two(day)}`;
}

/** Whole years from a "YYYY-MM-DD" birthdate to `today`; NaN for anything else. */
export function ageOn(birthdate: string, today: string): number {
  if (!ISO_DATE_PATTERN.test(birthdate) || !ISO_DATE_PATTERN.test(today)) return Number.NaN;
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

// Calendar math, the one place both the api and the web take it from (no time zones: "YYYY-MM-DD").

/** Whole days from one "YYYY-MM-DD" to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The later of two "YYYY-MM-DD". */
export function laterOf(a: string, b: string): string {
  return a > b ? a : b;
}

/** The day of the month of a "YYYY-MM-DD". */
export function dayOf(date: string): number {
  return Number(date.slice(8, 10));
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The date one calendar month after `date` ("YYYY-MM-DD"), on `anchorDay` or the month's last day
 * when it is shorter: Jan 31 → Feb 28 → Mar 31 with anchor 31.
 */
export function nextMonthlyDate(date: string, anchorDay: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const day = Math.min(anchorDay, daysInMonth(nextYear, nextMonth));
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
