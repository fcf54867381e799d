import { isDatabaseUnavailable } from './db/unavailable';

/** A start-up failure whose message is the whole story: server.ts prints it as one line and exits. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Where DATABASE_URL points, without the password: "host:port/database". */
export function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return '(an unreadable URL)';
  }
}

function codeOf(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return 'no answer';
}

/** PostgreSQL's answers that mean "wrong DATABASE_URL" rather than "not there". */
const REFUSALS: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'the database does not exist',
};

/**
 * The one line a failed start prints in place of a stack, naming the cause and the setting to change;
 * null for a failure that is a bug, whose stack is the useful part.
 */
export function startupMessage(error: unknown, config: { DATABASE_URL?: string | undefined }): string | null {
  if (error instanceof StartupError) return error.message;
  const url = config.DATABASE_URL;
  if (url) {
    const code = codeOf(error);
    const refusal = REFUSALS[code];
    if (refusal)
      return `database refused the connection: ${refusal} at ${databaseAddress(url)} (DATABASE_URL)`;
    if (isDatabaseUnavailable(error)) {
      return `database unreachable: nothing answers at ${databaseAddress(url)} (${code}); start PostgreSQL there or correct DATABASE_URL`;
    }
  }
  const { code, port, address } = (error ?? {}) as { code?: unknown; port?: unknown; address?: unknown };
  if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
    return `cannot listen on ${String(address)}:${String(port)} (${code}); choose another PORT or HOST`;
  }
  return null;
}
