import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config/index';
import { localSecret, newSecret, readSecret } from '../../lib/local-secret';

export type OpsTokenSource = 'env' | 'file' | 'memory';

/**
 * The bearer token of /api/ops/: OPS_TOKEN when set. Production has no other (null: the ops routes
 * stay off). Development shares one through OPS_TOKEN_FILE, made on first start and kept, so the CLI
 * on the same machine reads it and api processes sharing the folder agree; tests keep theirs in memory.
 */
export function resolveOpsToken(config: Config): { token: string; source: OpsTokenSource } | null {
  if (config.OPS_TOKEN) return { token: config.OPS_TOKEN, source: 'env' };
  if (config.NODE_ENV === 'production') return null;
  if (config.NODE_ENV === 'test') return { token: newSecret(), source: 'memory' };
  return { token: localSecret(config.OPS_TOKEN_FILE), source: 'file' };
}

/** The token in a file, or null when there is no file (the CLI reads what the api wrote). */
export const readToken = readSecret;

/** Beside the token file: where this machine's api listens, for `npm run ops` in another shell. */
export function apiUrlFile(tokenFile: string): string {
  return path.join(path.dirname(tokenFile), 'api-url');
}

/** Writes where the api listens (development: the CLI on this machine finds it on any PORT). */
export function writeApiUrl(tokenFile: string, port: number): void {
  mkdirSync(path.dirname(tokenFile), { recursive: true });
  writeFileSync(apiUrlFile(tokenFile), `http://127.0.0.1:${port}\n`);
}

/** What the api wrote, or null without a file. */
export function readApiUrl(tokenFile: string): string | null {
  try {
    const url = readFileSync(apiUrlFile(tokenFile), 'utf8').trim();
    return /^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(url) ? url : null;
  } catch {
    return null;
  }
}
