import { loadWhenUsed } from '../../lib/load-when-used';

const argon2 = loadWhenUsed<typeof import('@node-rs/argon2')>('@node-rs/argon2');

/**
 * Staff passwords as argon2id PHC strings. The library's defaults are OWASP's first choice for
 * argon2id: 19 MiB, 2 passes, 1 lane (Password Storage Cheat Sheet).
 */
export function hashPassword(password: string): Promise<string> {
  return argon2().hash(password);
}

/** A hash of nothing anyone knows: an unknown e-mail costs the same time as a wrong password. */
let decoy: Promise<string> | undefined;

export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword('not a password of anyone: the decoy of unknown e-mails');
    await argon2().verify(await decoy, password);
    return false;
  }
  return argon2()
    .verify(stored, password)
    .catch(() => false);
}
