import {
  type Access,
  buildPath,
  type CallDef,
  type CallName,
  deletionDate,
  formatDate,
  RESTRICTED_POSTS,
} from '@ijara/contract';
import { CALLS } from '@ijara/contract/calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { hooksOf } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's access level of the call this route answers. */
    access?: Access;
    call?: CallName;
  }
  interface FastifyRequest {
    /** Who holds the request's token; set for calls whose access is 'token' or 'client'. */
    principal: Principal | null;
  }
}

export interface Principal {
  sessionId: number;
  clientId: number;
  /** First and last name are set: the registration is complete (SPEC.md §6 "loaded client"). */
  profileComplete: boolean;
  /**
   * Flagged `forbidden`, or `delete_personal_data` since `requestedOn`: no POST but those of the
   * contract's RESTRICTED_POSTS (SPEC.md §6). Forbidden wins when both are set.
   */
  restriction: Restriction | null;
}

export type Restriction = { kind: 'forbidden' } | { kind: 'deletion'; requestedOn: string };

/** What the access rule asks of the sign-in module (modules/auth/session-service.ts). */
export interface Authenticator {
  /** `read`: a GET (or a read-only POST), which may use a principal cached a few seconds ago. */
  authenticate(token: string, read: boolean): Promise<Principal | null>;
  /** A write (POST) of this client has ended: what it may have changed about them is asked again. */
  changed(clientId: number): void;
}

/** The request's bearer token, or '' (the deletion agreement is checked against it). */
export function bearer(request: FastifyRequest): string {
  const value = request.headers.authorization;
  if (typeof value !== 'string') return '';
  const match = /^Bearer ([^\s]+)$/i.exec(value.trim());
  return match?.[1] ?? '';
}

/**
 * The access rule of each call, from the contract's CALLS table: 'public' → anyone (a token, valid or
 * not, is not even looked at); 'token' → a live token, else 401; 'client' → also a completed profile,
 * else 403. Runs after the signature check and before body validation. The hook is on the routes of
 * calls that are not public only, so a public call (a cached catalogue) runs none of it.
 */
export function registerAccess(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest('principal', null);
  // Before the answer leaves: the client's next request must not meet what this write changed.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.principal && !reads(request)) authenticator.changed(request.principal.clientId);
    done(null, payload);
  });
  const check = async (request: FastifyRequest) => {
    const { access, call } = request.routeOptions.config;
    const token = bearer(request);
    const principal = token === '' ? null : await authenticator.authenticate(token, reads(request));
    if (!principal) throw new AppError('unauthorized');
    const { restriction } = principal;
    if (
      restriction &&
      request.method === 'POST' &&
      !(call && RESTRICTED_POSTS[restriction.kind].includes(call))
    ) {
      throw restrictionError(restriction);
    }
    if (access === 'client' && !principal.profileComplete) {
      throw new AppError('forbidden', { text: 'registrationRequired' });
    }
    request.principal = principal;
  };
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access && access !== 'public') route.preValidation = [...hooksOf(route.preValidation), check];
  });
}

/** A GET, or a POST the contract marks read-only: it changes nothing about the client. */
function reads(request: FastifyRequest): boolean {
  if (request.method === 'GET') return true;
  const { call } = request.routeOptions.config;
  const def: CallDef | undefined = call ? CALLS[call] : undefined;
  return def?.readOnly === true;
}

/** SPEC.md §6: a client awaiting deletion is told the day and sent to the deletion information page. */
function restrictionError(restriction: Restriction): AppError {
  if (restriction.kind === 'forbidden') return new AppError('forbidden');
  return new AppError('forbidden', {
    text: 'deletionPending',
    values: (locale) => ({ date: formatDate(deletionDate(restriction.requestedOn), locale, 'long') }),
    redirect: (locale) => buildPath('deleteProfileInfo', {}, locale),
  });
}

/** The principal the access hook set; only for calls that are not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthorized');
  return request.principal;
}
