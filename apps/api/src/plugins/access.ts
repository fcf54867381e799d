import type { Access, CallName } from '@ijara/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

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
  /** Flagged `forbidden` or `delete_personal_data`: no POST but log-out (SPEC.md §6). */
  restricted: boolean;
}

export type Authenticate = (token: string) => Promise<Principal | null>;

function bearer(request: FastifyRequest): string {
  const value = request.headers.authorization;
  if (typeof value !== 'string') return '';
  const match = /^Bearer ([^\s]+)$/i.exec(value.trim());
  return match?.[1] ?? '';
}

/**
 * The access rule of each call, from the contract's CALLS table: 'public' → anyone (a token, valid or
 * not, is not even looked at); 'token' → a live token, else 401; 'client' → also a completed profile,
 * else 403. Runs after the signature check and before body validation.
 */
export function registerAccess(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('principal', null);
  app.addHook('preValidation', async (request) => {
    const { access, call } = request.routeOptions.config;
    if (!access || access === 'public') return;
    const token = bearer(request);
    const principal = token === '' ? null : await authenticate(token);
    if (!principal) throw new AppError('unauthorized');
    if (principal.restricted && request.method === 'POST' && call !== 'authLogout') {
      throw new AppError('forbidden');
    }
    if (access === 'client' && !principal.profileComplete) {
      throw new AppError('forbidden', { text: 'registrationRequired' });
    }
    request.principal = principal;
  });
}

/** The principal the access hook set; only for calls that are not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthorized');
  return request.principal;
}
