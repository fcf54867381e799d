import cookie from '@fastify/cookie';
import { SUCCESS_STATUS, ZOkResponse } from '@ijara/contract';
import {
  STAFF_COOKIE,
  type StaffAction,
  staffMay,
  type TStaffAddRequest,
  type TStaffSetupRequest,
  type TStaffSignInRequest,
  type TStaffUpdateRequest,
  ZStaffAddRequest,
  ZStaffIdRequest,
  ZStaffLinkResponse,
  ZStaffListResponse,
  ZStaffMeResponse,
  ZStaffOfficesResponse,
  ZStaffSetupInfoResponse,
  ZStaffSetupRequest,
  ZStaffSetupToken,
  ZStaffSignInRequest,
  ZStaffUpdateRequest,
} from '@ijara/contract/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { StaffAccounts, StaffActor } from './accounts';
import { type StaffRow, toMember } from './repository';
import type { StaffSessions } from './sessions';
import type { SignedIn, StaffSignIn } from './sign-in';

/** Who may call a staff route: anyone (sign-in, set-up), any signed-in person, or those whose role may. */
type StaffAccess = 'public' | 'signed-in' | StaffAction;

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

export interface StaffRoutesOptions {
  sessions: StaffSessions;
  signIn: StaffSignIn;
  accounts: StaffAccounts;
  /** Secure cookies (outside development and tests). */
  secureCookie: boolean;
  /** PUBLIC_URL: the origin of links, and an origin the app's requests may come from. */
  publicUrl: string | undefined;
  /** Filled with every route as it is registered. */
  registered: StaffRouteEntry[];
}

const ZSetupQuery = z.object({ token: ZStaffSetupToken });

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

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

/**
 * `/api/staff/`: the staff app's calls. The session is an HttpOnly SameSite=Strict cookie scoped to
 * this path, so a customer's page never sends it and a customer's bearer token opens nothing here.
 */
export async function staffRoutes(app: FastifyInstance, options: StaffRoutesOptions): Promise<void> {
  const { sessions, signIn, accounts, secureCookie, publicUrl, registered } = options;
  await app.register(cookie);
  app.decorateRequest('staffMember', null);
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const access = (route.config as { staffAccess?: StaffAccess } | undefined)?.staffAccess;
    if (!access) throw new Error(`staff route ${route.url} names no staffAccess`);
    registered.push({ method: String(route.method), url: route.url, access });
    // The OpenAPI description is the customer api's (/api/v3/); the staff calls stay out of it.
    route.schema = { ...route.schema, hide: true };
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.method !== 'GET' && request.method !== 'HEAD' && !sameOrigin(request, publicUrl)) {
      throw new AppError('origin_refused');
    }
    const access = request.routeOptions.config.staffAccess;
    if (access === undefined || access === 'public') return;
    const token = request.cookies[STAFF_COOKIE];
    const person = token ? await sessions.resolve(token) : null;
    if (!person) {
      if (token) clearCookie(reply);
      throw new AppError('unauthorized', { text: 'staffSignedOut' });
    }
    if (access !== 'signed-in' && !staffMay(person.role, access))
      throw new AppError('forbidden', { text: 'staffForbidden' });
    request.staffMember = person;
  });

  const cookiePath = '/api/staff/';
  const setCookie = (reply: FastifyReply, session: SignedIn) =>
    reply.setCookie(STAFF_COOKIE, session.token, {
      path: cookiePath,
      httpOnly: true,
      secure: secureCookie,
      sameSite: 'strict',
      expires: session.expiresAt,
    });
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(STAFF_COOKIE, {
      path: cookiePath,
      httpOnly: true,
      secure: secureCookie,
      sameSite: 'strict',
    });
  const actor = (request: FastifyRequest): StaffActor => ({
    staffId: request.staffMember?.id ?? null,
    ip: request.ip,
  });
  const me = (person: StaffRow) => ({ statusCode: SUCCESS_STATUS, staff: toMember(person) });

  app.post(
    'sign-in/',
    {
      schema: { body: ZStaffSignInRequest, response: { 200: ZStaffMeResponse } },
      config: { staffAccess: 'public' },
    },
    async (request, reply) => {
      const session = await signIn.signIn(request.body as TStaffSignInRequest, request.ip);
      setCookie(reply, session);
      return me(session.person);
    },
  );

  app.post(
    'sign-out/',
    { schema: { response: { 200: ZOkResponse } }, config: { staffAccess: 'public' } },
    async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE];
      if (token) await sessions.end(token);
      clearCookie(reply);
      return { statusCode: SUCCESS_STATUS };
    },
  );

  app.get(
    'me/',
    { schema: { response: { 200: ZStaffMeResponse } }, config: { staffAccess: 'signed-in' } },
    async (request) => me(request.staffMember as StaffRow),
  );

  app.get(
    'setup/',
    {
      schema: { querystring: ZSetupQuery, response: { 200: ZStaffSetupInfoResponse } },
      config: { staffAccess: 'public' },
    },
    async (request) => ({
      statusCode: SUCCESS_STATUS,
      ...(await signIn.setupInfo((request.query as z.infer<typeof ZSetupQuery>).token)),
    }),
  );

  app.post(
    'setup/',
    {
      schema: { body: ZStaffSetupRequest, response: { 200: ZStaffMeResponse } },
      config: { staffAccess: 'public' },
    },
    async (request, reply) => {
      const session = await signIn.setUp(request.body as TStaffSetupRequest, request.ip);
      setCookie(reply, session);
      return me(session.person);
    },
  );

  app.get(
    'offices/',
    { schema: { response: { 200: ZStaffOfficesResponse } }, config: { staffAccess: 'signed-in' } },
    async (request) => ({ statusCode: SUCCESS_STATUS, offices: await accounts.offices(request.locale) }),
  );

  app.get(
    'staff/',
    { schema: { response: { 200: ZStaffListResponse } }, config: { staffAccess: 'staff.manage' } },
    async () => ({
      statusCode: SUCCESS_STATUS,
      staff: await accounts.list(),
    }),
  );

  app.post(
    'staff/add/',
    {
      schema: { body: ZStaffAddRequest, response: { 200: ZStaffLinkResponse } },
      config: { staffAccess: 'staff.manage' },
    },
    async (request) => ({
      statusCode: SUCCESS_STATUS,
      ...(await accounts.add(actor(request), request.body as TStaffAddRequest, originOf(request, publicUrl))),
    }),
  );

  app.post(
    'staff/update/',
    {
      schema: { body: ZStaffUpdateRequest, response: { 200: ZStaffMeResponse } },
      config: { staffAccess: 'staff.manage' },
    },
    async (request) => ({
      statusCode: SUCCESS_STATUS,
      staff: await accounts.update(actor(request), request.body as TStaffUpdateRequest),
    }),
  );

  app.post(
    'staff/link/',
    {
      schema: { body: ZStaffIdRequest, response: { 200: ZStaffLinkResponse } },
      config: { staffAccess: 'staff.manage' },
    },
    async (request) => ({
      statusCode: SUCCESS_STATUS,
      ...(await accounts.newLink(
        actor(request),
        (request.body as { id: number }).id,
        originOf(request, publicUrl),
      )),
    }),
  );
}
