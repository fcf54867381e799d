import { createRequire } from 'node:module';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from './config/index';

/**
 * pino-pretty is a development tool (devDependencies): an install without them (`npm ci --omit=dev`)
 * logs JSON in any environment.
 */
function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** JSON logs, pretty in development; one line per request (OneLinePerRequest). */
export function loggerOptions(config: Config): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.authorization', 'req.headers["x-signature"]'], censor: '[redacted]' },
    ...(config.NODE_ENV === 'development' && prettyAvailable()
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/**
 * One line per request, when it ends — method, path without its query (a receipt link's signature
 * stays out of the logs), status and milliseconds — in place of Fastify's two lines with every header:
 * at info for a failure, a 5xx or a slow request, at debug for the rest (a running shop's log is its
 * problems; `/metrics` counts every request).
 * Kept in production: `npm run bench` measures what it costs (docs/decisions/029).
 */
/** A request slower than this is logged at info, with the errors; the rest at debug (metrics count them). */
export const SLOW_REQUEST_MS = 1_000;

export class OneLinePerRequest extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const query = request.url.indexOf('?');
    const line = {
      method: request.method,
      path: query === -1 ? request.url : request.url.slice(0, query),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else if (line.status >= 500 || line.ms >= this.slowMs) reply.log.info(line, 'request');
    else reply.log.debug(line, 'request');
  }
}
