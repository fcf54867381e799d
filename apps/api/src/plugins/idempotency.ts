import { createHash } from 'node:crypto';
import { type CallName, HEADERS } from '@ijara/contract';
import { CALLS } from '@ijara/contract/calls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { principalOf } from './access';
import { type IdempotencyRecord, IdempotencyStore } from './idempotency-store';
import { hooksOf } from './route-hooks';

/**
 * The run of an idempotent call, as its handler sees it. A call whose effect is a row written in one
 * transaction records that row with `recordEffect` inside it; `replayOf` is set when an earlier run
 * of the same key committed its effect without an answer kept, and the handler answers that effect's
 * current state instead of running again (docs/decisions/035).
 */
export interface IdempotentRun {
  replayOf: number | null;
  recordEffect(tx: Db, effectId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotentRun | null;
    /** The key's row this request fills in when it is answered. */
    idempotencyRecord: IdempotencyRecord | null;
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The run of an idempotent call's request; the hooks below set it before the handler. */
export function idempotentRun(request: FastifyRequest): IdempotentRun {
  if (!request.idempotency) throw new Error('not an idempotent call');
  return request.idempotency;
}

/**
 * DESIGN.md §5 for every call the contract marks `idempotent`: an Idempotency-Key is required; the
 * same client, key and body answer the stored answer for 24 h (header Idempotent-Replayed); the same
 * key with another body answers 422; a duplicate arriving while the first runs answers 409. Answers
 * of 5xx are not kept, so the client may retry them with the same key, except when the run committed
 * its effect: then a retry replays it.
 */
export function registerIdempotency(app: FastifyInstance, store = new IdempotencyStore(app.db)): void {
  app.decorateRequest('idempotency', null);
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
      case 'new': {
        const record = begun.record;
        request.idempotencyRecord = record;
        request.idempotency = {
          replayOf: null,
          recordEffect: (tx, effectId) => store.recordEffect(tx, record, effectId),
        };
        return;
      }
      case 'committed':
        reply.header('idempotent-replayed', 'true');
        request.idempotency = {
          replayOf: begun.effectId,
          recordEffect: async () => {
            throw new Error('a replay records nothing');
          },
        };
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

  // A replay's answer is the effect's state now, so it is not kept: the next replay reads it again.
  const finish = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const record = request.idempotencyRecord;
    if (record === null) return payload;
    request.idempotencyRecord = null;
    const answer = reply.statusCode < 500 && typeof payload === 'string' ? parseJson(payload) : undefined;
    try {
      if (answer === undefined) await store.forget(record);
      else await store.finish(record, reply.statusCode, answer);
    } catch (error) {
      // The database went away after the handler: the answer still goes out. The key stays "in
      // progress" until it is abandoned, then it replays the effect or runs again if none committed.
      request.log.warn({ err: error, status: reply.statusCode }, 'idempotency key not updated');
    }
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
