import fp from 'fastify-plugin';
import { addBonus, creditBonusOnce, takeBonus } from './balance';
import { confirmByList, reconcileCompanyList, setEmployment } from './employment';
import {
  erase,
  markEmailVerified,
  setDeletionRequested,
  setForbidden,
  updateProfile,
  upsertByPhone,
} from './writes';

export type { ClientRow, PersonalFields, ProfileFields, SignInChoice } from './writes';

/**
 * Every write to the `clients` table (docs/decisions/037). Each takes the caller's transaction, so the
 * write commits or rolls back with the caller's other rows (a ledger row, an audit row, a session).
 */
const clientWrites = {
  upsertByPhone,
  updateProfile,
  markEmailVerified,
  setForbidden,
  setDeletionRequested,
  erase,
  addBonus,
  creditBonusOnce,
  takeBonus,
  confirmByList,
  reconcileCompanyList,
  setEmployment,
} as const;

export type ClientWrites = typeof clientWrites;

declare module 'fastify' {
  interface FastifyInstance {
    /** The one writer of the clients table; modules take it as an option (`clients: app.clients`). */
    clients: ClientWrites;
  }
}

/** The owner of the clients table: no calls of its own, only the writes other modules are given. */
export const clientsModule = fp(
  async (app) => {
    app.decorate('clients', clientWrites);
  },
  { name: 'clients' },
);
