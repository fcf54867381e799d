import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

/** Liveness and readiness for the process manager or load balancer; not part of /api/v3/. */
export async function opsRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const hidden = { schema: { hide: true } };
  app.get('/healthz', hidden, async () => ({ status: 'ok' }));
  app.get('/readyz', hidden, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
