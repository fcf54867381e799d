import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, LOCALES } from '../src';

/** Reads the digits back out of a formatted amount, as a person would. */
function parseBack(text: string): number {
  const negative = text.startsWith('−');
  const amount = text.replace('−', '').replace(/\u00a0(сом|som)$/, '');
  const digits = amount.replace(/[^\d,.]/g, '');
  const match = /^([\d.,]*?)(?:[.,](\d{2}))?$/.exec(digits);
  const wholeDigits = (match?.[1] ?? '').replace(/[^\d]/g, '');
  const cents = match?.[2] ? Number(match[2]) : 0;
  const value = Number(wholeDigits || '0') * 100 + cents;
  return negative ? -value : value;
}

describe('formatMoney', () => {
  it('shows som with the currency word of the locale', () => {
    expect(formatMoney(123_456, 'ru')).toBe('1\u00a0234,56\u00a0сом');
    expect(formatMoney(123_456, 'en')).toBe('1,234.56\u00a0som');
    expect(formatMoney(550_000, 'ru')).toBe('5\u00a0500\u00a0сом');
    expect(formatMoney(5, 'en')).toBe('0.05\u00a0som');
    expect(formatMoney(0, 'en')).toBe('0\u00a0som');
    expect(formatMoney(-250, 'en')).toBe('−2.50\u00a0som');
  });

  it('never loses a minor unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(...LOCALES), (minor, locale) => {
        expect(parseBack(formatMoney(minor, locale))).toBe(minor);
      }),
    );
  });

  it('groups whole som as Intl.NumberFormat does for ru-RU and en-US', () => {
    const tags = { ru: 'ru-RU', en: 'en-US' } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), fc.constantFrom(...LOCALES), (whole, locale) => {
        const expected = new Intl.NumberFormat(tags[locale], { maximumFractionDigits: 0 }).format(whole);
        expect(formatMoney(whole * 100, locale)).toBe(`${expected}\u00a0${locale === 'ru' ? 'сом' : 'som'}`);
      }),
    );
  });

  it('refuses floats', () => {
    expect(() => formatMoney(1.5, 'ru')).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it('is formatMoney without the currency (a count of points, which pay som for som)', () => {
    expect(formatAmount(385_110, 'ru')).toBe('3\u00a0851,10');
    expect(formatAmount(385_100, 'en')).toBe('3,851');
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(...LOCALES), (minor, locale) => {
        expect(formatMoney(minor, locale)).toBe(
          `${formatAmount(minor, locale)}\u00a0${locale === 'ru' ? 'сом' : 'som'}`,
        );
      }),
    );
  });
});
