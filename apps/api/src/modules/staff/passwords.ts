import { hash, verify } from '@node-rs/argon2';

/**
 * Staff passwords as argon2id PHC strings. The library's defaults are OWASP's first choice for
 * argon2id: 19 MiB, 2 passes, 1 lane (Password Storage Cheat Sheet).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing anyone knows: an unknown e-mail costs the same time as a wrong password. */
const DECOY = hash('not a password of anyone: the decoy of unknown e-mails');

export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    await verify(await DECOY, password);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
