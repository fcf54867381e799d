import fp from 'fastify-plugin';
import { opsRoutes } from './routes';

/** /healthz and /readyz for the process manager or load balancer. */
export const opsModule = fp(
  async (app) => {
    await app.register(opsRoutes, { database: app.database });
  },
  { name: 'ops', dependencies: ['database'] },
);
