import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELETION_CONFIRMATION_WORDS, decodeDeletionAgreement, encodeDeletionAgreement } from '../src';

describe('the deletion agreement', () => {
  it('is base64 of "token:word" in UTF-8, the way Node writes it', () => {
    const token = 'abcDEF_123-xyz';
    const agreement = encodeDeletionAgreement(token, DELETION_CONFIRMATION_WORDS.ru);
    expect(agreement).toBe(Buffer.from(`${token}:УДАЛИТЬ`, 'utf8').toString('base64'));
    expect(decodeDeletionAgreement(agreement)).toEqual({ token, word: 'УДАЛИТЬ' });
  });

  it('reads back whatever it wrote', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), fc.string(), (token, word) => {
        expect(decodeDeletionAgreement(encodeDeletionAgreement(token, word))).toEqual({ token, word });
      }),
    );
  });

  it.each([
    ['empty', ''],
    ['not base64', 'token:DELETE'],
    ['base64 without a colon', btoa('token')],
    ['a colon first', btoa(':DELETE')],
    ['bytes that are not UTF-8', btoa('\xff:\xfe')],
    ['bad padding', 'dG9rZW46REVMRVRF='],
  ])('is null for %s', (_, agreement) => {
    expect(decodeDeletionAgreement(agreement)).toBeNull();
  });
});
