import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { at, createdAt, id, updatedAt } from './columns';

/**
 * The outbox of notices to clients (docs/decisions/027): written in the same transaction as the
 * event behind it, sent by the notices job. `dedupe_key` is unique, so each notice is stored, and
 * therefore sent, once whoever writes it and however often.
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** charge_reminder, charge_failed, charge_succeeded, card_expiring (modules/notices/kinds.ts). */
    kind: text('kind').notNull(),
    /** e.g. "charge-failed:42:1": one notice per event, whatever writes it twice. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** What the text is made of (amounts, dates, ids); rendered in the client's language when sent. */
    values: jsonb('values').notNull().default({}),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    /** Sending tries so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this: the backoff after a failed try, or the lease of a try under way. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** The channel that delivered it. */
    channel: text('channel'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notices_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('notices_client_idx').on(t.clientId, t.createdAt),
    check('notices_status_valid', sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
    check('notices_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * The language a client last used the account in (from X-Locale of their signed-in calls): notices
 * are written in it. No row → Russian, the default.
 */
export const clientLanguages = pgTable(
  'client_languages',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['ru', 'en'] }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('client_languages_locale_valid', sql`${t.locale} in ('ru', 'en')`)],
);
