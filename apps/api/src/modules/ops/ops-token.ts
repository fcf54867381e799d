import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,256}$/;

export type OpsTokenSource = 'env' | 'file' | 'memory';

/**
 * The bearer token of /api/ops/: OPS_TOKEN when set. Production has no other (null: the ops routes
 * stay off). Development shares one through OPS_TOKEN_FILE, made on first start and kept, so the CLI
 * on the same machine reads it and api processes sharing the folder agree; tests keep theirs in memory.
 */
export function resolveOpsToken(config: Config): { token: string; source: OpsTokenSource } | null {
  if (config.OPS_TOKEN) return { token: config.OPS_TOKEN, source: 'env' };
  if (config.NODE_ENV === 'production') return null;
  if (config.NODE_ENV === 'test') return { token: newToken(), source: 'memory' };
  return { token: fileToken(config.OPS_TOKEN_FILE), source: 'file' };
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function fileToken(file: string): string {
  const existing = readToken(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": of two processes starting at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${newToken()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = readToken(file);
  if (!written) throw new Error(`${file} does not hold an ops token; delete it to make a new one`);
  return written;
}

/** The token in a file, or null when there is no file. */
export function readToken(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const token = text.trim();
  return TOKEN_PATTERN.test(token) ? token : null;
}
