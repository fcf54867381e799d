import { type CallName, type CallResponse, ZErrorResponse } from '@ijara/contract';
import { CALLS } from '@ijara/contract/calls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors';
import { SerializedAnswer, sendSerialized } from './serialized-answer';

export interface CallContext<N extends CallName> {
  /** The request body after the contract schema (POST); {} for GET. */
  body: z.output<(typeof CALLS)[N]['request']>;
  params: Record<string, string | undefined>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<N extends CallName> = (
  context: CallContext<N>,
) => Promise<CallResponse<N> | SerializedAnswer<N>>;

/** What a module implements; every call it leaves out answers 501 not_implemented. */
export type CallHandlers = { [N in CallName]?: CallHandler<N> };

const notImplemented = async (): Promise<never> => {
  throw new AppError('not_implemented');
};

/** SPEC.md §7: `info/{doc}/` with no doc answers the default document. */
const ALIASES: Partial<Record<CallName, string[]>> = { infoDoc: ['info/'] };

/**
 * Registers every call of the contract's CALLS table under the current prefix, with its request and
 * answer schemas, so a module only supplies handlers and the wire shape is typed once.
 */
export function registerCalls(app: FastifyInstance, handlers: CallHandlers): void {
  for (const name of Object.keys(CALLS) as CallName[]) {
    const def = CALLS[name];
    const handler = (handlers[name] ?? notImplemented) as CallHandler<CallName>;
    for (const path of [def.path, ...(ALIASES[name] ?? [])]) {
      app.route({
        method: def.method,
        url: `/${path}`,
        config: { access: def.access, call: name },
        // A call whose body carries photos admits more than the api's 64 KB (claim/create/).
        ...('bodyLimit' in def && def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
        schema: {
          operationId: path === def.path ? name : `${name}Default`,
          ...(def.method === 'POST' ? { body: def.request } : {}),
          response: { 200: def.response, '4xx': ZErrorResponse, '5xx': ZErrorResponse },
        },
        handler: async (request, reply) => {
          const answer = await handler({
            body: (request.body ?? {}) as CallContext<CallName>['body'],
            params: request.params as Record<string, string | undefined>,
            request,
            reply,
          });
          // Text is sent as it is: the schema already encoded it when it was cached.
          // The same URL answers in each language (X-Locale), so a cache must key on it too.
          if (answer instanceof SerializedAnswer)
            return sendSerialized(request, reply, answer, 'x-locale, accept-encoding');
          return answer;
        },
      });
    }
  }
}

/** Methods the api answers on a path under /api/v3/ (for 405 and the Allow header). */
export function allowedMethods(pathUnderPrefix: string): string[] {
  const methods = new Set<string>();
  for (const name of Object.keys(CALLS) as CallName[]) {
    const def = CALLS[name];
    const paths = [def.path, ...(ALIASES[name] ?? [])];
    if (paths.some((pattern) => pathMatches(pattern, pathUnderPrefix))) methods.add(def.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}
