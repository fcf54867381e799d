import { PAYMENT_CALLBACK_PATH } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import type { CallbackService } from './service';

/** Where gateways call back: outside /api/v3/ (no app headers or signature; the gateway's HMAC instead). */
export async function callbackRoutes(app: FastifyInstance, { callbacks }: { callbacks: CallbackService }) {
  app.post(PAYMENT_CALLBACK_PATH, { schema: { hide: true } }, async (request) => {
    const result = await callbacks.receive(request.headers, request.rawBody);
    return { statusCode: '200', result };
  });
}
