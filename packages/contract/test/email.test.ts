import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../src';

describe('isValidEmail (SPEC.md §5)', () => {
  it.each(['a@b.kg', 'first.last@mail.ru', 'john-doe@my-company.com', 'x_1@sub.domain.museum', 'A@B.Co'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    'plain',
    '@mail.ru',
    'a@',
    'a@b',
    'a@b.c',
    'a@b.abcdefgh',
    'a..b@mail.ru',
    'a@b..kg',
    '.a@mail.ru',
    'a@mail.r1',
    'a b@mail.ru',
    'иван@почта.рф',
  ])('rejects %s', (email) => expect(isValidEmail(email)).toBe(false));

  it('accepts any word@domain with a 2–7 letter top-level part', () => {
    const word = fc.stringMatching(/^\w{1,12}$/);
    const tld = fc.stringMatching(/^[a-z]{2,7}$/);
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 2 }), word, tld, (local, parts, domain, top) => {
        const email = `${[local, ...parts].join('.')}@${domain}.${top}`;
        expect(isValidEmail(email)).toBe(true);
      }),
    );
  });

  it('rejects a top-level part outside 2–7 letters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{8,12}$|^[a-z]$/), (top) => {
        expect(isValidEmail(`user@domain.${top}`)).toBe(false);
      }),
    );
  });

  it('answers long near-misses at once (no catastrophic backtracking)', () => {
    const started = performance.now();
    isValidEmail(`${'a.'.repeat(120)}@${'b-'.repeat(60)}`);
    isValidEmail(`${'a'.repeat(60)}@${'a'.repeat(60)}.${'a'.repeat(60)}!`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
