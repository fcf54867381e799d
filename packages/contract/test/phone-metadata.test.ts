import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { nationalDigits, normalizePhone } from '../src/phone';
import { KG_METADATA } from '../src/phone-metadata-kg';

const require = createRequire(import.meta.url);

describe("Kyrgyzstan's phone metadata", () => {
  it("is the installed libphonenumber's mobile metadata for +996, and nothing else", () => {
    const all = require('libphonenumber-js/metadata.mobile.json');
    // After a libphonenumber update this fails: write the object below into src/phone-metadata-kg.ts.
    expect(KG_METADATA).toEqual({
      version: all.version,
      country_calling_codes: { '996': all.country_calling_codes['996'] },
      countries: { KG: all.countries.KG },
      nonGeographic: {},
    });
  });

  it.each(['+7 999 123 45 67', '+79991234567', '007 999 123 45 67', '+1 212 555 0100', '+44 7700 900123'])(
    'reads nothing from the foreign number %s (it used to become a Kyrgyz one)',
    (input) => {
      expect(nationalDigits(input)).toBe('');
      expect(normalizePhone(input)).toBeNull();
    },
  );

  it.each([
    ['+996 555 123 456', '555123456'],
    ['00996 555 123 456', '555123456'],
    ['0555 123 456', '555123456'],
    ['996555123456', '555123456'],
  ])('still reads the Kyrgyz number %s', (input, digits) => {
    expect(nationalDigits(input)).toBe(digits);
  });
});
