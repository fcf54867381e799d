import { createHmac, randomInt } from 'node:crypto';
import { AUTH_LIMITS } from '@ijara/contract';

/** 256 bits as base64url: 43 characters (DESIGN.md §5). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A sign-in code of AUTH_LIMITS.codeLength digits from the operating system's CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 10 ** AUTH_LIMITS.codeLength)).padStart(AUTH_LIMITS.codeLength, '0');
}

/**
 * What is stored of a code. Six digits are a million guesses away from any plain hash, so the hash is
 * keyed with a server secret: a copy of the database alone does not give away live codes. The phone
 * is part of the message, so equal codes of two phones do not look alike.
 */
export function hashCode(pepper: string, phone: string, code: string): string {
  return createHmac('sha256', pepper).update(`${phone}:${code}`).digest('hex');
}

export { newSecret, sha256 } from '../../lib/tokens';
