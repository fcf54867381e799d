import type { FastifyInstance } from 'fastify';
import { registerApiGuard } from './api-guard';
import { type CallHandlers, registerCalls } from './calls';

export interface ApiOptions {
  secret: string;
  handlers: CallHandlers;
}

/** Everything under /api/v3/: the header and signature gate, every call of the contract, OpenAPI. */
export async function api(app: FastifyInstance, { secret, handlers }: ApiOptions): Promise<void> {
  registerApiGuard(app, secret);
  registerCalls(app, handlers);
  app.get('/openapi.json', { config: { unsigned: true }, schema: { hide: true } }, async () => app.swagger());
}
