import { STAFF_API_PREFIX } from '@ijara/contract/staff';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import type { Clock } from '../../lib/clock';
import { StaffAccounts } from './accounts';
import { staffRoutes } from './routes';
import { StaffSessions } from './sessions';
import { StaffSignIn } from './sign-in';
import { guardStaffScope, type StaffRouteEntry } from './staff-scope';

export type { IssuedLink, StaffActor } from './accounts';
export { type Reach, reachOf, subscriptionInReach } from './reach';
export type { StaffRow } from './repository';
export { type StaffAccess, staffOf } from './staff-scope';
export type { StaffAccounts };

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff accounts (the ops CLI's staff-add uses them) and the session check. */
    staff: {
      accounts: StaffAccounts;
      sessions: StaffSessions;
      signIn: StaffSignIn;
      routes: StaffRouteEntry[];
      /** Registers `plugin`'s routes under /api/staff/<prefix> behind the staff session and roles. */
      mount: (prefix: string, plugin: (scope: FastifyInstance) => Promise<void>) => Promise<void>;
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
    const scope = {
      sessions,
      secureCookie: config.NODE_ENV === 'production',
      publicUrl: config.PUBLIC_URL,
      registered: routes,
    };
    const mount = async (prefix: string, plugin: (scope: FastifyInstance) => Promise<void>) => {
      await app.register(
        async (child) => {
          await guardStaffScope(child, scope);
          await plugin(child);
        },
        { prefix: `${STAFF_API_PREFIX}${prefix}` },
      );
    };
    app.decorate('staff', { accounts, sessions, signIn, routes, mount });
    await app.register(staffRoutes, {
      ...scope,
      prefix: STAFF_API_PREFIX,
      signIn,
      accounts,
    });
  },
  { name: 'staff', dependencies: ['database'] },
);
