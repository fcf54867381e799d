import { PAYMENT_CALLBACK_PATH } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/index';
import type { CallbackTransport } from './callback-dispatcher';
import { SIGNATURE_HEADER } from './signature';

/**
 * Where the sandbox sends its callbacks: the merchant's callback path of this very process, or over
 * HTTP to SANDBOX_CALLBACK_URL (another process, or a test's stand-in merchant).
 */
export function callbackTransport(config: Config, app: FastifyInstance): CallbackTransport {
  const url = config.SANDBOX_CALLBACK_URL;
  if (url) {
    return async (body, signature) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(config.GATEWAY_TIMEOUT_MS),
      });
      return response.status;
    };
  }
  return async (body, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: PAYMENT_CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: body,
    });
    return response.statusCode;
  };
}
