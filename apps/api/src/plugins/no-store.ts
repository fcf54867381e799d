import type { FastifyInstance } from 'fastify';

/** Development routes (outbox, billing): they hand out codes and personal data by phone. */
const DEV_ROUTES = '/api/dev/';

/**
 * `Cache-Control: no-store` on every answer that may carry personal data, so no browser or proxy
 * cache keeps a profile, a card or a sign-in code: each call whose access is not public (its errors
 * too) and the development routes. Public calls (info, catalog) keep whatever caching they choose.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { access } = request.routeOptions.config;
    const personal =
      (access !== undefined && access !== 'public') || request.routeOptions.url?.startsWith(DEV_ROUTES);
    if (personal) reply.header('cache-control', 'no-store');
    done();
  });
}
