import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerAccess } from './access';
import { registerApiGuard } from './api-guard';
import { type CallHandlers, registerCalls } from './calls';
import { registerIdempotency } from './idempotency';

export interface ApiOptions {
  secret: string;
  handlers: CallHandlers;
  authenticator: Authenticator;
}

/**
 * Everything under /api/v3/: the header and signature gate, the access rule of each call, stored
 * answers of idempotent calls, every call of the contract, OpenAPI.
 */
export async function api(
  app: FastifyInstance,
  { secret, handlers, authenticator }: ApiOptions,
): Promise<void> {
  registerApiGuard(app, secret);
  registerAccess(app, authenticator);
  registerIdempotency(app);
  registerCalls(app, handlers);
  app.get('/openapi.json', { config: { unsigned: true }, schema: { hide: true } }, async () => app.swagger());
}
