import { describe, expect, it } from 'vitest';
import { isUnsafeText, unsafeTextFields } from '../src/safe-text';

describe('text a database cannot keep', () => {
  it('is a NUL or a lone half of a surrogate pair; a whole pair (an emoji) is fine', () => {
    expect(['A\u0000', '\ud800', 'a\udc00b', '\udc00\ud83d'].map(isUnsafeText)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['', 'Азамат', 'ok 🙂', 'tab\tnew\nline'].map(isUnsafeText)).toEqual([false, false, false, false]);
  });

  it('is named by its dotted path anywhere in a parsed body, keys included', () => {
    const body = { a: 'ok', b: 'x\u0000', c: { d: ['fine', '\ud800'] }, 'e\u0000': 1 };
    expect(unsafeTextFields(body)).toEqual(['b', 'c.d.1', 'e\ufffd']);
    expect(unsafeTextFields({ a: 1, b: [true, null], c: '🙂' })).toEqual([]);
  });
});
