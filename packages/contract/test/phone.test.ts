import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, SPEC_TEXTS, ZRegistrationRequest } from '../src';

describe('normalizePhone', () => {
  it.each([
    ['+996 555 123 456', '996555123456'],
    ['0555 12 34 56', '996555123456'],
    ['555-123-456', '996555123456'],
    ['996700123456', '996700123456'],
  ])('reads %s', (input, digits) => {
    expect(normalizePhone(input)).toBe(digits);
  });

  it.each(['', '12', '+7 999 123 45 67', 'abc', '+996 555 12', '9'.repeat(41)])('refuses %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it.each(['+996 312 123 456', '+996 (312) 98-76-54', '0312 123 456', '3222 12345'])(
    'refuses the landline %s: codes go to mobile numbers only',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );

  it('tells a landline from a number typed wrong', () => {
    const refusal = (phone: string) =>
      ZRegistrationRequest.safeParse({ phone, city: 1 }).error?.issues.map((issue) => issue.message);
    expect(refusal('+996 312 123 456')).toEqual(['phoneNotMobile']);
    expect(refusal('555 12')).toEqual(['incorrectInfo']);
    expect(refusal('555 123 456')).toBeUndefined();
    expect(SPEC_TEXTS.ru.phoneNotMobile).toMatch(/мобильного/);
  });
});

describe('formatPhone', () => {
  it('follows SPEC.md for 11 digits and DESIGN.md for Kyrgyz numbers', () => {
    expect(formatPhone('79991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('996555123456')).toBe('+996 (555) 123-456');
  });

  it('round-trips every valid Kyrgyz mobile number', () => {
    const prefixes = ['500', '550', '555', '700', '705', '707', '770', '775', '777', '990', '995', '999'];
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.integer({ min: 0, max: 999_999 }), (prefix, rest) => {
        const digits = `996${prefix}${String(rest).padStart(6, '0')}`;
        expect(normalizePhone(digits)).toBe(digits);
        expect(normalizePhone(formatPhone(digits))).toBe(digits);
      }),
    );
  });
});
