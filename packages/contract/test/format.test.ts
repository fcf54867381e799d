import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  deletionDate,
  formatCount,
  formatDate,
  LOCALES,
  pluralWord,
  SPEC_TEXTS,
  todayInBishkek,
  ZBirthdate,
} from '../src';

describe('Russian plurals with the 11–19 rule', () => {
  it.each([
    [1, 'месяц'],
    [2, 'месяца'],
    [5, 'месяцев'],
    [11, 'месяцев'],
    [12, 'месяцев'],
    [14, 'месяцев'],
    [21, 'месяц'],
    [22, 'месяца'],
    [111, 'месяцев'],
  ])('%i → %s', (n, word) => expect(pluralWord(n, 'month', 'ru')).toBe(word));

  it('has weeks and English forms', () => {
    expect(formatCount(3, 'week', 'ru')).toBe('3\u00a0недели');
    expect(formatCount(12, 'week', 'ru')).toBe('12\u00a0недель');
    expect(formatCount(1, 'month', 'en')).toBe('1\u00a0month');
    expect(formatCount(6, 'month', 'en')).toBe('6\u00a0months');
  });
});

describe('dates', () => {
  it('formats the long form with year, full month name and day', () => {
    expect(formatDate('2026-11-21', 'ru')).toBe('21 ноября 2026 г.');
    expect(formatDate('2026-11-21', 'en')).toBe('21 November 2026');
    expect(formatDate('2026-01-05', 'ru', 'short')).toBe('05.01.2026');
    expect(formatDate('2026-01-05', 'en', 'short')).toBe('05/01/2026');
  });

  it('writes dates and instants as Intl.DateTimeFormat does in Asia/Bishkek for ru-RU and en-GB', () => {
    const tags = { ru: 'ru-RU', en: 'en-GB' } as const;
    const forms = {
      long: { year: 'numeric', month: 'long', day: 'numeric' },
      short: { year: 'numeric', month: '2-digit', day: '2-digit' },
      day: { month: 'long', day: 'numeric' },
    } as const;
    const instants = fc.date({
      min: new Date('2005-09-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    const days = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    const values = fc.oneof(
      instants.map((d) => d.toISOString()),
      days.map((d) => d.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(
        values,
        fc.constantFrom(...LOCALES),
        fc.constantFrom('long', 'short', 'day' as const),
        (value, locale, form) => {
          const at = value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(value);
          const intl = new Intl.DateTimeFormat(tags[locale], {
            ...forms[form],
            timeZone: 'Asia/Bishkek',
          }).format(at);
          expect(formatDate(value, locale, form)).toBe(intl);
        },
      ),
    );
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('soon', 'ru')).toThrow(RangeError);
  });

  it('puts the deletion 12 days after the request, across months and years', () => {
    expect(deletionDate('2026-11-21')).toBe('2026-12-03');
    expect(deletionDate('2026-12-25')).toBe('2027-01-06');
    expect(addDays('2028-02-20', 10)).toBe('2028-03-01');
  });
});

describe('texts', () => {
  it('has every text in both languages', () => {
    expect(Object.keys(SPEC_TEXTS.ru).sort()).toEqual(Object.keys(SPEC_TEXTS.en).sort());
    expect(SPEC_TEXTS.en.cityNotServed).toBe('We are not in your city yet :(');
    expect(SPEC_TEXTS.en.notFoundTitle).toBe('Sorry, this page could not be found');
  });
});

describe('age (CLIENT_AGE)', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('not a date', '2026-02-28')).toBeNaN();
  });

  it("reads today's date in Bishkek (UTC+6)", () => {
    expect(todayInBishkek(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(todayInBishkek(new Date('2026-11-21T17:59:00Z'))).toBe('2026-11-21');
    expect(todayInBishkek(new Date('2026-12-31T18:00:00Z'))).toBe('2027-01-01');
  });

  it('lets adults register and refuses minors and impossible ages', () => {
    const today = todayInBishkek();
    const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
    const issue = (birthdate: string) => ZBirthdate.safeParse(birthdate).error?.issues[0]?.message;
    expect(issue(yearsAgo(18))).toBeUndefined();
    expect(issue(addDays(yearsAgo(18), 1))).toBe('underage');
    expect(issue(yearsAgo(121))).toBe('incorrectInfo');
    expect(SPEC_TEXTS.ru.underage).toBe('Оформить подписку можно с 18 лет');
  });
});
