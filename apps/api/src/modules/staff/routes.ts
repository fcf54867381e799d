import { SUCCESS_STATUS, ZOkResponse } from '@ijara/contract';
import {
  STAFF_COOKIE,
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
  ZStaffSetupQuery,
  ZStaffSetupRequest,
  ZStaffSignInRequest,
  ZStaffUpdateRequest,
} from '@ijara/contract/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { StaffAccounts, StaffActor } from './accounts';
import { type StaffRow, toMember } from './repository';
import type { SignedIn, StaffSignIn } from './sign-in';
import { clearSessionCookie, guardStaffScope, type StaffScopeOptions, setSessionCookie } from './staff-scope';

export interface StaffRoutesOptions extends StaffScopeOptions {
  signIn: StaffSignIn;
  accounts: StaffAccounts;
}

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * `/api/staff/`: sign-in, set-up and the staff accounts. The session is an HttpOnly SameSite=Strict
 * cookie scoped to this path, so a customer's page never sends it and a customer's bearer token opens
 * nothing here (staff-scope.ts).
 */
export async function staffRoutes(app: FastifyInstance, options: StaffRoutesOptions): Promise<void> {
  const { sessions, signIn, accounts, secureCookie, publicUrl } = options;
  await guardStaffScope(app, options);
  const setCookie = (reply: FastifyReply, session: SignedIn) =>
    setSessionCookie(reply, secureCookie, session.token, session.expiresAt);
  const clearCookie = (reply: FastifyReply) => clearSessionCookie(reply, secureCookie);
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
      schema: { querystring: ZStaffSetupQuery, response: { 200: ZStaffSetupInfoResponse } },
      config: { staffAccess: 'public' },
    },
    async (request) => ({
      statusCode: SUCCESS_STATUS,
      ...(await signIn.setupInfo((request.query as z.infer<typeof ZStaffSetupQuery>).token)),
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
