import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_MAX, ZUpdateInfoRequest } from '../src/index';

const PROFILE = {
  firstName: 'Айдай',
  lastName: 'Токтогулова',
  birthdate: '1995-04-12',
  gender: 'female',
  communication: 'whatsapp',
  citizenship: 'kg',
};

const issueOf = (fields: Record<string, unknown>) => {
  const parsed = ZUpdateInfoRequest.safeParse({ ...PROFILE, ...fields });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('names (issue 26 item 11)', () => {
  it.each([
    'Айдай',
    'Анна-Мария',
    "O'Neil",
    'Д’Артаньян',
    'Жан Поль',
    'Ақмарал',
    'Үмүт',
    'Өмүрбек',
    'Ңаа',
    'José',
  ])('takes %s', (name) => {
    expect(issueOf({ firstName: name, lastName: name, patronymic: name })).toBeNull();
  });

  it.each([
    ['Айдай😀', 'nameLetters'],
    ['Token2', 'nameLetters'],
    ['-Анна', 'nameLetters'],
    ['<b>', 'nameLetters'],
    ['x'.repeat(NAME_MAX + 1), 'nameTooLong'],
    ['', 'fieldRequired'],
  ])('refuses %s with %s', (name, message) => {
    expect(issueOf({ firstName: name })).toBe(message);
  });

  it('never takes a digit or a symbol anywhere in a name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.constantFrom(...'0123456789@#$%&*😀'),
        (base, bad) => {
          const name = `${base}${bad}`;
          expect(issueOf({ lastName: name })).not.toBeNull();
        },
      ),
    );
  });
});
