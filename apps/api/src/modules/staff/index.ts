import { STAFF_API_PREFIX } from '@ijara/contract/staff';
import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import type { Clock } from '../../lib/clock';
import { StaffAccounts } from './accounts';
import { type StaffRouteEntry, staffRoutes } from './routes';
import { StaffSessions } from './sessions';
import { StaffSignIn } from './sign-in';

export type { IssuedLink, StaffActor } from './accounts';
export type { StaffAccounts };

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff accounts (the ops CLI's staff-add uses them) and the session check. */
    staff: {
      accounts: StaffAccounts;
      sessions: StaffSessions;
      signIn: StaffSignIn;
      routes: StaffRouteEntry[];
    };
  }
}

/** The staff back office's people, sign-in and sessions, and `/api/staff/` (README.md, issue 29). */
export const staffModule = fp<{ config: Config; clock: Clock }>(
  async (app, { config, clock }) => {
    const sessions = new StaffSessions(app.db, clock);
    const signIn = new StaffSignIn(app.db, clock, sessions);
    const accounts = new StaffAccounts(app.db, clock, signIn);
    const routes: StaffRouteEntry[] = [];
    app.decorate('staff', { accounts, sessions, signIn, routes });
    await app.register(staffRoutes, {
      registered: routes,
      prefix: STAFF_API_PREFIX,
      sessions,
      signIn,
      accounts,
      secureCookie: config.NODE_ENV === 'production',
      publicUrl: config.PUBLIC_URL,
    });
  },
  { name: 'staff', dependencies: ['database'] },
);
