/**
 * PostgreSQL's and the network's ways of saying "the database is not there right now": a restart or
 * failover (57P01–57P03), too many connections, connection failures (class 08), and the node/pg
 * errors of a refused, reset or cut connection. Drizzle wraps driver errors, so causes are followed.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'the database system is starting up',
  'the database system is shutting down',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}
