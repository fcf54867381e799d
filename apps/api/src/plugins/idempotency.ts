import { createHash } from 'node:crypto';
import { CALLS, type CallName, HEADERS } from '@ijara/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { principalOf } from './access';
import { IdempotencyStore } from './idempotency-store';
import { hooksOf } from './route-hooks';

declare module 'fastify' {
  interface FastifyRequest {
    /** The stored-answer row this request fills in when it is answered. */
    idempotencyRecord: number | null;
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * DESIGN.md §5 for every call the contract marks `idempotent`: an Idempotency-Key is required; the
 * same client, key and body answer the stored answer for 24 h (header Idempotent-Replayed); the same
 * key with another body answers 422; a duplicate arriving while the first runs answers 409. Answers
 * of 5xx are not kept, so the client may retry them with the same key.
 */
export function registerIdempotency(app: FastifyInstance, store = new IdempotencyStore(app.db)): void {
  app.decorateRequest('idempotencyRecord', null);

  const begin = async (request: FastifyRequest, reply: FastifyReply) => {
    const call = request.routeOptions.config.call as CallName;
    const key = request.headers[HEADERS.idempotencyKey];
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError('bad_request', { text: 'idempotencyKeyRequired' });
    }
    const hash = createHash('sha256')
      .update(JSON.stringify(request.body ?? {}))
      .digest('hex');
    const begun = await store.begin(principalOf(request).clientId, key, CALLS[call].path, hash);
    switch (begun.kind) {
      case 'new':
        request.idempotencyRecord = begun.id;
        return;
      case 'mismatch':
        throw new AppError('idempotency_mismatch');
      case 'in_progress':
        throw new AppError('idempotency_in_progress', { headers: { 'retry-after': '1' } });
      case 'done':
        return reply
          .code(begun.statusCode)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(begun.response));
    }
  };

  const finish = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const id = request.idempotencyRecord;
    if (id === null) return payload;
    request.idempotencyRecord = null;
    const answer = reply.statusCode < 500 && typeof payload === 'string' ? parseJson(payload) : undefined;
    if (answer === undefined) await store.forget(id);
    else await store.finish(id, reply.statusCode, answer);
    return payload;
  };

  // Only the routes of idempotent calls carry these hooks; every other request runs none of them.
  app.addHook('onRoute', (route) => {
    const call = route.config?.call;
    if (!call || route.method !== 'POST' || !('idempotent' in CALLS[call] && CALLS[call].idempotent)) return;
    route.preHandler = [...hooksOf(route.preHandler), begin];
    route.onSend = [...hooksOf(route.onSend), finish];
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
