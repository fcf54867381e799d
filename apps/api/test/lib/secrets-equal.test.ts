import { describe, expect, it } from 'vitest';
import { secretsEqual, signaturesEqual } from '../../src/lib/secrets-equal';

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

describe('signaturesEqual', () => {
  const signature = 'a3f1'.repeat(16);

  it('is true only for the same signature', () => {
    expect(signaturesEqual(signature, signature)).toBe(true);
    expect(signaturesEqual(signature, `${signature.slice(0, -1)}0`)).toBe(false);
    expect(signaturesEqual(signature, signature.toUpperCase())).toBe(false);
  });

  it('refuses other lengths, counted in bytes, without throwing', () => {
    expect(signaturesEqual(signature, signature.slice(0, 10))).toBe(false);
    expect(signaturesEqual(signature, `${signature}0`)).toBe(false);
    expect(signaturesEqual(signature, '')).toBe(false);
    // 63 characters, 64 bytes: the same length as text, not as bytes.
    expect(signaturesEqual(signature, `ж${signature.slice(2)}`)).toBe(false);
    expect(signaturesEqual(signature, `${signature.slice(0, -1)}ж`)).toBe(false);
  });
});
