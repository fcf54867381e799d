import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{32,256}$/;

/** 32 random bytes, base64url: 43 characters. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A development secret kept in a file (0600): made on first start and read on every later one, so
 * api processes and tools on the same machine sharing the folder agree, and nothing is a public
 * constant. Never used in production, which takes its secrets from the environment.
 */
export function localSecret(file: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": of two processes starting at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${newSecret()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = readSecret(file);
  if (!written) throw new Error(`${file} does not hold a secret; delete it to make a new one`);
  return written;
}

/** The secret in a file, or null when there is no file. */
export function readSecret(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  return SECRET_PATTERN.test(secret) ? secret : null;
}
