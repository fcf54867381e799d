import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** A logger that writes nothing, for units that take one. */
export function silentLog(): FastifyBaseLogger {
  return pino({ level: 'silent' });
}
