import { STAFF_ROLES } from '@ijara/contract/staff';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';

/** The company's people who use the staff app (issue 29, docs/decisions/039-staff-auth.md). */
export const staff = pgTable(
  'staff',
  {
    id: id(),
    /** Lower case; one account per address. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Pickup offices an operator works at (ids of pickup_offices). */
    offices: integer('offices').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    /** argon2id (PHC string); null until the set-up link has been used. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret, taken from the set-up link that enrolled it. */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: at('totp_enrolled_at'),
    /** The last 30-second step a code was accepted for: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Raised by every edit; an edit from an older version is refused (409). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_email_unique').on(t.email),
    check('staff_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * One-time set-up links, stored as SHA-256: 24 h, once; a new link voids the older ones. The link holds
 * the second factor it enrols, so a person still signed in keeps their own until they use it.
 */
export const staffSetupLinks = pgTable(
  'staff_setup_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    totpSecret: text('totp_secret').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    voidedAt: at('voided_at'),
  },
  (t) => [index('staff_setup_links_staff_idx').on(t.staffId)],
);

/** Staff sessions behind the HttpOnly cookie, stored as SHA-256: 30 min idle, 12 h at most. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Wrong sign-in tries, by account and by address: five within 15 minutes lock either out. */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('staff_sign_in_failures_email_idx').on(t.email, t.at),
    index('staff_sign_in_failures_ip_idx').on(t.ip, t.at),
  ],
);

/**
 * E-mails to staff (a new order for an office's operators), written in the transaction of the event
 * and sent by the `staff-mail` job: at least once, retried with backoff, never lost with the process.
 */
export const staffMails = pgTable(
  'staff_mails',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** Each mail once, e.g. "new-order:<subscription>:<staff>". */
    dedupeKey: text('dedupe_key').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_mails_dedupe_unique').on(t.dedupeKey),
    index('staff_mails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
