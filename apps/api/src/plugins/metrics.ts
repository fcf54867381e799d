import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { secretsEqual } from '../lib/secrets-equal';
import { fromThisMachine } from './dev-only';

export interface MetricsOptions {
  /** Bearer token that opens /metrics; see config-operations.ts. */
  token: string | undefined;
  production: boolean;
}

/** Who may read /metrics: the token's holder, else (not in production) the machine itself. */
function mayRead(request: FastifyRequest, { token }: MetricsOptions): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return secretsEqual(given, token);
  }
  return fromThisMachine(request);
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/**
 * Prometheus metrics at /metrics. A registry per app, so tests can build many apps in one process.
 * Readable with METRICS_TOKEN, or from loopback outside production; others get the plain 404.
 */
export const metrics = fp<MetricsOptions>(
  async (app, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    app.decorate('metrics', registry);
    app.addHook('onResponse', (request, reply, done) => {
      duration.observe(
        {
          method: request.method,
          // The route pattern, not the URL: unknown paths must not create a label value each.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
    if (options.production && !options.token) return;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayRead(request, options)) return reply.callNotFound();
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
