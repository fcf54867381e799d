import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Prometheus metrics at /metrics. A registry per app, so tests can build many apps in one process. */
export const metrics = fp(
  async (app) => {
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
    app.addHook('onResponse', async (request, reply) => {
      duration.observe(
        {
          method: request.method,
          // The route pattern, not the URL: unknown paths must not create a label value each.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
