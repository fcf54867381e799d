import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isForeignNumber, nationalDigits, normalizePhone } from '../src/phone';
import { KG_METADATA } from '../src/phone-metadata-kg';
import { ZRegistrationRequest } from '../src/schemas/auth';

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

  it.each(['+7 999 123 45 67', '007 999 123 45 67', '+44 7700 900123'])(
    'refuses the foreign number %s saying that only Kyrgyz numbers are taken',
    (input) => {
      expect(
        ZRegistrationRequest.safeParse({ phone: input, city: 1 }).error?.issues.map((i) => i.message),
      ).toEqual(['phoneNotKyrgyz']);
    },
  );

  it.each(['+996 555 123 456', '00996 555 123 456', '+99', '+', '555 123 456', '0312 123 456'])(
    'does not call %s foreign',
    (input) => {
      expect(isForeignNumber(input)).toBe(false);
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
