import type { FastifyInstance } from 'fastify';
import { type Authenticate, registerAccess } from './access';
import { registerApiGuard } from './api-guard';
import { type CallHandlers, registerCalls } from './calls';
import { registerIdempotency } from './idempotency';

export interface ApiOptions {
  secret: string;
  handlers: CallHandlers;
  authenticate: Authenticate;
}

/**
 * Everything under /api/v3/: the header and signature gate, the access rule of each call, stored
 * answers of idempotent calls, every call of the contract, OpenAPI.
 */
export async function api(
  app: FastifyInstance,
  { secret, handlers, authenticate }: ApiOptions,
): Promise<void> {
  registerApiGuard(app, secret);
  registerAccess(app, authenticate);
  registerIdempotency(app);
  registerCalls(app, handlers);
  app.get('/openapi.json', { config: { unsigned: true }, schema: { hide: true } }, async () => app.swagger());
}
