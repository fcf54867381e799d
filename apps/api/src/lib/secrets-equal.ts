import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares two secrets (a webhook token, a signature) in constant time, whatever their lengths: both
 * are hashed first, so neither the time nor an early length check tells how much of a guess was right.
 */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/**
 * Compares the signature the server worked out with the one a request carries, on every signed call.
 * A signature's length is public (a hex SHA-256), so a different length is refused at once and the
 * rest compared in constant time without hashing both first, which cost ~8 % of a cached answer.
 */
export function signaturesEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
