import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { devOnly } from '../plugins/dev-only';
import type { DevInbox } from './dev-inbox';

export interface DevDoor<Q extends z.ZodType, T> {
  path: string;
  querystring: Q;
  /** `{statusCode, messages}` of the contract. */
  response: z.ZodType;
  inbox: DevInbox<T>;
  /** The recipient the query names (a phone, an address). */
  recipient: (query: z.output<Q>) => string;
}

/**
 * GET <path>?… — what a dev stand-in "sent" to one recipient, newest first, for e2e journeys. Not
 * signed, not under /api/v3/, hidden from the API description, and only for this machine
 * (plugins/dev-only.ts). Its module adds it only where the inbox exists: never in production.
 */
export function addDevDoor<Q extends z.ZodType, T>(app: FastifyInstance, door: DevDoor<Q, T>): void {
  app.get(
    door.path,
    {
      onRequest: devOnly,
      schema: { hide: true, querystring: door.querystring, response: { 200: door.response } },
    },
    async (request) => {
      const recipient = door.recipient(request.query as z.output<Q>);
      return { statusCode: '200' as const, messages: door.inbox.list(recipient) };
    },
  );
}
