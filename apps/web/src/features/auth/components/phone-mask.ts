import { isForeignNumber, nationalDigits } from '@ijara/contract';

/*
 * The phone field's mask. Reading the number (prefixes, the country code, the national prefix 0) is
 * contract nationalDigits(), on libphonenumber like normalizePhone() that validates it; this file only
 * groups the digits and keeps the caret in place.
 */

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
  // Another country's number stays as it was pasted, so the refusal can say why (not "required").
  if (isForeignNumber(raw)) return { value: raw.trim(), caret: raw.trim().length };
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

/** The phone field's mask as the field takes it (./phone-input.tsx): edits, and another country's number. */
export interface PhoneMask {
  edit: typeof applyPhoneEdit;
  foreign: typeof isForeignNumber;
}

export const phoneMask: PhoneMask = { edit: applyPhoneEdit, foreign: isForeignNumber };
