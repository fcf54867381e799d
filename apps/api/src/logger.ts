import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * JSON logs, pretty in development. Request lines at info halve throughput (STACK.md), so production
 * logs business events and errors, not every request.
 */
export function loggerOptions(config: Config): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.authorization', 'req.headers["x-signature"]'], censor: '[redacted]' },
    ...(config.NODE_ENV === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
