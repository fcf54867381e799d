/** A Kyrgyz number after +996 has nine digits: 555 123 456. */
export const NATIONAL_DIGITS = 9;

/**
 * What a person typed, pasted or the browser filled in → the national digits (at most nine):
 * "+996 555 12 34 56", "00996555123456", "996555123456", "0555 123 456" and "555-123-456" all give
 * "555123456". A leading 996 is a country code only when more than nine digits follow from it, since
 * 99x is also a national prefix.
 */
export function nationalDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('00996')) digits = digits.slice(5);
  else if (digits.startsWith('996') && (raw.trim().startsWith('+') || digits.length > NATIONAL_DIGITS)) {
    digits = digits.slice(3);
  } else digits = digits.replace(/^0+/, '');
  return digits.slice(0, NATIONAL_DIGITS);
}

/** "555123456" → "555 123 456" (groups of three, as people read it aloud). */
export function formatNational(digits: string): string {
  return digits.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/** The caret position in `formatted` just after its `count`-th digit. */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted.charAt(i)) && ++seen === count) return i + 1;
  }
  return formatted.length;
}

export interface MaskedEdit {
  value: string;
  caret: number;
}

/**
 * Applies one edit of the input: reformats, keeps the caret beside the digit it was next to, and makes
 * Backspace over a space delete the digit before it (otherwise the space would come straight back).
 */
export function applyPhoneEdit(previous: string, raw: string, caret: number): MaskedEdit {
  const rawDigits = raw.replace(/\D/g, '');
  let digits = nationalDigits(raw);
  let before = raw.slice(0, caret).replace(/\D/g, '').length;
  const onlySpaceRemoved = raw.length < previous.length && rawDigits === previous.replace(/\D/g, '');
  if (onlySpaceRemoved && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  }
  const value = formatNational(digits);
  // A prefix was dropped or the number overflowed: the caret belongs at the end.
  if (!onlySpaceRemoved && rawDigits !== digits) return { value, caret: value.length };
  return { value, caret: caretAfterDigits(value, before) };
}
