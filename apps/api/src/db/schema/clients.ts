import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cities, companies } from './catalog';
import { at, createdAt, id, money, updatedAt } from './columns';

/** The client of SPEC.md §3; every field of the contract's ZClient. */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    /** E.164 digits without "+", e.g. 996555123456 (DESIGN.md §4). */
    phone: text('phone').notNull().unique(),
    cityId: integer('city_id').references(() => cities.id),
    companyId: integer('company_id').references(() => companies.id),
    /**
     * When the client's work at `companyId` was confirmed (its list of employees' phones, or staff after
     * a document); null: the company's discount is not given yet (docs/decisions/049).
     */
    companyVerifiedAt: at('company_verified_at'),
    companyVerifiedBy: text('company_verified_by', { enum: ['list', 'staff'] }),
    gender: text('gender', { enum: ['male', 'female'] }),
    citizenship: text('citizenship'),
    communication: text('communication'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    patronymic: text('patronymic').notNull().default(''),
    email: text('email').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    advertising: boolean('advertising').notNull().default(false),
    birthdate: date('birthdate', { mode: 'string' }),
    /**
     * Points balance, kept equal to the sum of bonus_ledger in the same transaction as each ledger
     * row; the check makes a negative balance impossible even under concurrent debits.
     */
    bonus: money('bonus').notNull().default(0),
    forbidden: boolean('forbidden').notNull().default(false),
    deletePersonalData: boolean('delete_personal_data').notNull().default(false),
    /** The day the deletion was requested; erased 12 days later. */
    deletePersonalDataDate: date('delete_personal_data_date', { mode: 'string' }),
    erasedAt: at('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('clients_bonus_nonnegative', sql`${t.bonus} >= 0`),
    check(
      'clients_company_verified_by_valid',
      sql`${t.companyVerifiedBy} is null or ${t.companyVerifiedBy} in ('list', 'staff')`,
    ),
    check('clients_gender_valid', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
    index('clients_deletion_idx')
      .on(t.deletePersonalDataDate)
      .where(sql`${t.deletePersonalData} and ${t.erasedAt} is null`),
  ],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-256 of the link token; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    verifiedAt: at('verified_at'),
    createdAt: createdAt(),
  },
  // The hourly limit of verification e-mails counts a client's recent rows.
  (t) => [index('email_verifications_client_idx').on(t.clientId, t.createdAt)],
);
