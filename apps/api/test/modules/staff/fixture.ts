import { STAFF_API_PREFIX, STAFF_COOKIE, type StaffRole } from '@ijara/contract/staff';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pickupOffices } from '../../../src/db/schema/index';
import { codeAt } from '../../../src/modules/staff/totp';

export const ORIGIN = 'http://localhost:80';
export const PASSWORD = 'correct horse battery';

// From the real time (the database stamps rows with its own clock), at the start of a 30-second code step.
let clockAt = Math.floor(Date.now() / 30_000) * 30_000;

/** Moves the app's clock by `seconds` (every code is then of a new 30-second step). */
export function advance(app: FastifyInstance, seconds: number): Date {
  clockAt += seconds * 1000;
  const at = new Date(clockAt);
  app.clock.now = () => at;
  return at;
}

export async function anyOffice(app: FastifyInstance): Promise<number> {
  const [office] = await app.db
    .select({ id: pickupOffices.id })
    .from(pickupOffices)
    .orderBy(pickupOffices.id)
    .limit(1);
  if (!office) throw new Error('the seed has no office');
  return office.id;
}

export interface StaffCall {
  method?: 'GET' | 'POST';
  body?: unknown;
  cookie?: string;
  origin?: string | null;
  ip?: string;
  locale?: 'ru' | 'en';
  headers?: Record<string, string>;
}

/** A call of the staff app: from the staff page's origin unless told otherwise. */
export function staffCall(
  app: FastifyInstance,
  path: string,
  call: StaffCall = {},
): Promise<LightMyRequestResponse> {
  const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    'x-locale': call.locale ?? 'ru',
    ...(call.origin === null ? {} : { origin: call.origin ?? ORIGIN }),
    ...(call.cookie ? { cookie: `${STAFF_COOKIE}=${call.cookie}` } : {}),
    ...call.headers,
  };
  return app.inject({
    method,
    url: `${STAFF_API_PREFIX}${path}`,
    headers,
    remoteAddress: call.ip ?? '10.20.0.1',
    ...(call.body === undefined
      ? {}
      : { payload: JSON.stringify(call.body), headers: { ...headers, 'content-type': 'application/json' } }),
  });
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie?.value) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return cookie.value;
}

let people = 0;

export interface Person {
  id: number;
  email: string;
  secret: string;
  cookie: string;
}

/** A person added, set up through their link (password + TOTP) and signed in by it. */
export async function person(app: FastifyInstance, role: StaffRole, name = 'Айбек Осмонов'): Promise<Person> {
  people += 1;
  const email = `${role}${people}.${Date.now()}@ijara.kg`;
  const offices = role === 'operator' ? [await anyOffice(app)] : [];
  const { setupLink, staff } = await app.staff.accounts.add(
    { staffId: null, ip: '127.0.0.1', operator: 'test' },
    { email, name, role, offices },
    ORIGIN,
  );
  const token = new URL(setupLink).searchParams.get('token') ?? '';
  const info = await staffCall(app, `setup/?token=${token}`);
  const { secret } = info.json() as { secret: string };
  const done = await staffCall(app, 'setup/', {
    body: { token, password: PASSWORD, code: codeAt(secret, app.clock.now()) },
  });
  return { id: staff.id, email, secret, cookie: sessionCookie(done) };
}

/** Signs `who` in again with a code of the next step. */
export async function signIn(app: FastifyInstance, who: Pick<Person, 'email' | 'secret'>, ip?: string) {
  const at = advance(app, 30);
  return staffCall(app, 'sign-in/', {
    body: { email: who.email, password: PASSWORD, code: codeAt(who.secret, at) },
    ...(ip ? { ip } : {}),
  });
}
