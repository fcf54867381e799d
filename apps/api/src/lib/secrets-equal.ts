import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares two secrets (a webhook token, a signature) in constant time, whatever their lengths: both
 * are hashed first, so neither the time nor an early length check tells how much of a guess was right.
 */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
