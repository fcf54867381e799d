import cookie from '@fastify/cookie';
import { STAFF_API_PREFIX, STAFF_COOKIE, type StaffAction, staffMay } from '@ijara/contract/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { StaffRow } from './repository';
import type { StaffSessions } from './sessions';

/** Who may call a staff route: anyone (sign-in, set-up), any signed-in person, or those whose role may. */
export type StaffAccess = 'public' | 'signed-in' | StaffAction;

declare module 'fastify' {
  interface FastifyContextConfig {
    staffAccess?: StaffAccess;
  }
  interface FastifyRequest {
    /** The signed-in staff member (routes other than 'public'). */
    staffMember: StaffRow | null;
  }
}

/** A staff route and who may call it, as registered (the permission-matrix test walks these). */
export interface StaffRouteEntry {
  method: string;
  url: string;
  access: StaffAccess;
}

export interface StaffScopeOptions {
  sessions: StaffSessions;
  /** Secure cookies (outside development and tests). */
  secureCookie: boolean;
  /** PUBLIC_URL: an origin the app's requests may come from. */
  publicUrl: string | undefined;
  /** Filled with every route as it is registered. */
  registered: StaffRouteEntry[];
}

/** The cookie is sent only to the staff calls: never with a customer's call. */
const COOKIE_PATH = STAFF_API_PREFIX;

/**
 * A state-changing call must come from a page of this site: the browser's Origin names our host (or
 * PUBLIC_URL). With the SameSite=Strict cookie this closes cross-site requests twice.
 */
function sameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (publicUrl !== undefined && origin === new URL(publicUrl).origin) return true;
  try {
    // Through URL both sides, so a default port (":80", ":443") is dropped on both.
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

export function setSessionCookie(reply: FastifyReply, secure: boolean, token: string, expires: Date) {
  return reply.setCookie(STAFF_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure,
    sameSite: 'strict',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  return reply.clearCookie(STAFF_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure, sameSite: 'strict' });
}

/**
 * Makes `scope` a staff scope: the session cookie is read, every POST's Origin checked, each route's
 * `staffAccess` enforced (a route without one does not register), answers never cached, and the
 * routes kept out of the customer api's OpenAPI description. Every module with staff calls mounts
 * them through `app.staff.mount`, which applies this.
 */
export async function guardStaffScope(scope: FastifyInstance, options: StaffScopeOptions): Promise<void> {
  const { sessions, secureCookie, publicUrl, registered } = options;
  await scope.register(cookie);
  scope.decorateRequest('staffMember', null);
  scope.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const access = (route.config as { staffAccess?: StaffAccess } | undefined)?.staffAccess;
    if (!access) throw new Error(`staff route ${route.url} names no staffAccess`);
    registered.push({ method: String(route.method), url: route.url, access });
    route.schema = { ...route.schema, hide: true };
  });

  scope.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.method !== 'GET' && request.method !== 'HEAD' && !sameOrigin(request, publicUrl)) {
      throw new AppError('origin_refused');
    }
    const access = request.routeOptions.config.staffAccess;
    if (access === undefined || access === 'public') return;
    const token = request.cookies[STAFF_COOKIE];
    const person = token ? await sessions.resolve(token) : null;
    if (!person) {
      if (token) clearSessionCookie(reply, secureCookie);
      throw new AppError('unauthorized', { text: 'staffSignedOut' });
    }
    if (access !== 'signed-in' && !staffMay(person.role, access)) {
      throw new AppError('forbidden', { text: 'staffForbidden' });
    }
    request.staffMember = person;
  });
}

/** The signed-in person of a route whose access is not 'public'. */
export function staffOf(request: FastifyRequest): StaffRow {
  if (!request.staffMember) throw new AppError('unauthorized', { text: 'staffSignedOut' });
  return request.staffMember;
}
