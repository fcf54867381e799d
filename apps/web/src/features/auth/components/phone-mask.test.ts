// @vitest-environment node
import { normalizePhone } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { applyPhoneEdit } from './phone-mask';

/** What the field shows after `typed` is pasted into it. */
const pasted = (typed: string) => applyPhoneEdit('', typed, typed.length).value;

describe('what people type into the phone field', () => {
  it.each([
    ['+996 555 12 34 56', '555 123 456'],
    ['+996555123456', '555 123 456'],
    ['996555123456', '555 123 456'],
    ['00996 555 123 456', '555 123 456'],
    ['0555123456', '555 123 456'],
    ['0 (555) 12-34-56', '555 123 456'],
    ['555-123-456', '555 123 456'],
    ['  555 123 456  ', '555 123 456'],
    ['+996 (700) 98-76-54', '700 987 654'],
    ['99 612 3456', '996 123 456'],
    ['5551234567890', '555 123 456'],
    ['phone: 555', '555'],
  ])('%j → %j', (typed, shown) => {
    expect(pasted(typed)).toBe(shown);
  });

  it.each(['+7 999 123 45 67', '0044 7700 900123'])(
    'keeps the foreign number %j as pasted, for the form to refuse it by name',
    (typed) => {
      expect(pasted(typed)).toBe(typed);
    },
  );

  it('keeps a number that starts like the country code while it is still being typed', () => {
    const shown: string[] = [];
    let value = '';
    for (const key of '996555123456') {
      value = applyPhoneEdit(value, value + key, value.length + 1).value;
      shown.push(value);
    }
    // Nine digits may be a national number (99x); the tenth makes 996 the country code.
    expect(shown.slice(7)).toEqual(['996 555 12', '996 555 123', '555 123 4', '555 123 45', '555 123 456']);
  });

  it('gives what contract normalizePhone accepts', () => {
    expect(normalizePhone(pasted('0555 12 34 56'))).toBe('996555123456');
    expect(normalizePhone(pasted('12'))).toBeNull();
  });

  it('keeps the caret beside the digit it was next to', () => {
    // "9" typed after "555 12": the groups shift and the caret stays right after the 9.
    expect(applyPhoneEdit('555 123 45', '555 1293 45', 7)).toEqual({ value: '555 129 345', caret: 7 });
    expect(applyPhoneEdit('555 123', '5551 123', 4)).toEqual({ value: '555 112 3', caret: 5 });
  });

  it('Backspace right after a space deletes the digit before it', () => {
    expect(applyPhoneEdit('555 123', '555123', 3)).toEqual({ value: '551 23', caret: 2 });
  });

  it('puts the caret at the end after a paste with a prefix', () => {
    expect(applyPhoneEdit('', '+996 555 12 34 56', 17)).toEqual({ value: '555 123 456', caret: 11 });
  });
});
