import { createHash, randomBytes } from 'node:crypto';

/** A bearer token, a ticket or a link's secret: `bytes` random bytes as base64url (32 → 43 characters). */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and links are stored only as SHA-256: they are random enough not to need a key. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
