import { describe, expect, it } from 'vitest';
import { secretsEqual } from '../../src/lib/secrets-equal';

describe('secretsEqual', () => {
  const secret = 'a3f1'.repeat(16);

  it('is true only for the same text', () => {
    expect(secretsEqual(secret, secret)).toBe(true);
    expect(secretsEqual(secret, `${secret.slice(0, -1)}0`)).toBe(false);
    expect(secretsEqual(secret, secret.toUpperCase())).toBe(false);
  });

  it('is false for a prefix, a longer text and the empty text', () => {
    expect(secretsEqual(secret, secret.slice(0, 10))).toBe(false);
    expect(secretsEqual(secret, `${secret}0`)).toBe(false);
    expect(secretsEqual(secret, '')).toBe(false);
    expect(secretsEqual('', '')).toBe(true);
  });
});
