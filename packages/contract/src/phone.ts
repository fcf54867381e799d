import {
  AsYouType,
  type MetadataJson,
  parseIncompletePhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import { PHONE_CODE, PHONE_REGION } from './constants';
import { KG_METADATA } from './phone-metadata-kg';

/**
 * libphonenumber's "mobile" metadata (only mobile number types: a landline +996 312 … is not valid,
 * docs/decisions/026) for Kyrgyzstan alone: sign-in takes Kyrgyz numbers only, and the metadata of every
 * country was 24 KB gzip of the sign-in page. A number with another country code is no longer read as
 * Kyrgyz digits ("+7 999 123 45 67" used to become 999 123 456, a real Kyrgyz number): see
 * isForeignNumber. test/phone-metadata.test.ts checks the file against the installed libphonenumber.
 */
const metadata = KG_METADATA as unknown as MetadataJson;

/** A Kyrgyz number after +996 has nine digits: 555 123 456. */
export const PHONE_NATIONAL_DIGITS = 9;

/**
 * What a person typed ("0555 12 34 56", "+996 555 123456", "555-123-456") → "996555123456",
 * or null when it is not a valid Kyrgyz mobile number. Stored and sent as E.164 digits without "+".
 */
export function normalizePhone(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const parsed = parsePhoneNumberFromString(input, PHONE_REGION, metadata);
  if (!parsed || parsed.country !== PHONE_REGION || !parsed.isValid()) return null;
  return parsed.number.slice(1);
}

/**
 * The national digits (at most nine) of whatever a person typed, pasted or the browser filled in, while
 * it is still incomplete: "+996 555 12 34 56", "00996555123456", "996555123456", "0555 123 456" and
 * "555-123-456" all give "555123456". libphonenumber reads the prefixes as you type; one rule is ours: a
 * leading 996 without "+" is the country code only when more than nine digits follow from it, since 99x
 * is also a national prefix ("99 612 3456" stays "996123456").
 */
export function nationalDigits(input: string): string {
  const typed = parseIncompletePhoneNumber(input.slice(0, 40));
  const international =
    !typed.startsWith('+') && typed.startsWith(PHONE_CODE) && typed.length > PHONE_NATIONAL_DIGITS;
  const reader = new AsYouType(PHONE_REGION, metadata);
  reader.input(international ? `+${typed}` : typed);
  return (reader.getNumber()?.nationalNumber ?? '').slice(0, PHONE_NATIONAL_DIGITS);
}

/**
 * A number typed or pasted with another country's code ("+7 999 …", "0044 …"): nothing Kyrgyz is read
 * from it, and the refusal says that only Kyrgyz numbers are taken.
 */
export function isForeignNumber(input: string): boolean {
  const typed = parseIncompletePhoneNumber(typeof input === 'string' ? input.slice(0, 40) : '');
  const code = typed.startsWith('+') ? typed.slice(1) : typed.startsWith('00') ? typed.slice(2) : null;
  return code !== null && code.length >= PHONE_CODE.length && !code.startsWith(PHONE_CODE);
}

/**
 * Why a number is refused, as a SPEC_TEXTS key: another country's number says that only Kyrgyz ones are
 * taken; nine national digits that are no Kyrgyz mobile number (a landline, an unused prefix) say so;
 * anything shorter or garbled is "Please enter correct information".
 */
export function phoneRefusal(input: string): 'phoneNotKyrgyz' | 'phoneNotMobile' | 'incorrectInfo' {
  if (isForeignNumber(input)) return 'phoneNotKyrgyz';
  const parsed =
    typeof input === 'string' ? parsePhoneNumberFromString(input.slice(0, 40), PHONE_REGION, metadata) : null;
  const kyrgyz = parsed?.countryCallingCode === PHONE_CODE;
  return kyrgyz && parsed.nationalNumber.length === PHONE_NATIONAL_DIGITS
    ? 'phoneNotMobile'
    : 'incorrectInfo';
}
