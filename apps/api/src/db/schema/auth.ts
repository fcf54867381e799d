import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities, companies } from './catalog';
import { clients } from './clients';
import { at, createdAt, id } from './columns';

/** The contract's ZCodeChannel; the dev channel records the channel it stands in for. */
const channels = ['whatsapp', 'sms', 'telegram'] as const;

/** Bearer tokens, stored only as SHA-256 (DESIGN.md §5). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastSeenAt: at('last_seen_at'),
  },
  (t) => [index('sessions_client_idx').on(t.clientId)],
);

/** Sign-in codes, hashed; one live code per phone (a resend voids the old one). */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    channel: text('channel', { enum: channels }).notNull(),
    /** The registration data that started the sign-in, applied to a new client on confirmation. */
    cityId: integer('city_id').references(() => cities.id),
    companyId: integer('company_id').references(() => companies.id),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    voidedAt: at('voided_at'),
  },
  (t) => [
    index('auth_codes_phone_idx').on(t.phone, t.createdAt),
    check('auth_codes_attempts_nonnegative', sql`${t.attempts} >= 0`),
    // Every send voids the phone's earlier codes in the same transaction; this keeps it so.
    uniqueIndex('auth_codes_live_phone_unique')
      .on(t.phone)
      .where(sql`${t.consumedAt} is null and ${t.voidedAt} is null`),
  ],
);

/** One row per code sent: the send limits per phone and per IP count these. */
export const codeSends = pgTable(
  'code_sends',
  {
    id: id(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    channel: text('channel', { enum: channels }).notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [index('code_sends_phone_idx').on(t.phone, t.sentAt), index('code_sends_ip_idx').on(t.ip, t.sentAt)],
);

/** Telegram sign-in: a one-time ticket the bot confirms with the shared contact. */
export const telegramTickets = pgTable(
  'telegram_tickets',
  {
    id: id(),
    ticketHash: text('ticket_hash').notNull().unique(),
    /** Bound by the bot's "/start <ticket>"; the contact shared in this chat confirms the ticket. */
    chatId: text('chat_id'),
    phone: text('phone'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** The sign-in choices, applied to the client on confirmation, as for a code sign-in. */
    cityId: integer('city_id').references(() => cities.id),
    companyId: integer('company_id').references(() => companies.id),
    /** Who started it: tickets per IP are limited like sign-in starts. */
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    confirmedAt: at('confirmed_at'),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('telegram_tickets_expires_idx').on(t.expiresAt),
    index('telegram_tickets_chat_idx').on(t.chatId, t.createdAt),
    index('telegram_tickets_ip_idx').on(t.ip, t.createdAt),
  ],
);
