import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/**
 * The built-in sandbox gateway's own state. A real provider keeps this on its side; the sandbox keeps
 * it here so that every api process sharing the database sees the same cards and charges. Nothing of
 * the api reads these tables: it talks to the sandbox through the gateway interface only.
 */
export const sandboxSessions = pgTable('sandbox_gateway_sessions', {
  id: text('id').primaryKey(),
  /** The merchant's customer reference (our client id). */
  reference: text('reference').notNull(),
  returnUrl: text('return_url').notNull(),
  locale: text('locale').notNull(),
  status: text('status', { enum: ['open', 'three_ds', 'bound', 'cancelled'] })
    .notNull()
    .default('open'),
  /** The card waiting for its 3-D Secure answer (last 4 digits, brand, expiry, behaviour; no number). */
  pendingCard: jsonb('pending_card'),
  cardToken: text('card_token'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});

/** Test cards stored by token: the card number itself is never kept, only what decides its behaviour. */
export const sandboxCards = pgTable('sandbox_gateway_cards', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  behaviour: text('behaviour').notNull(),
  createdAt: createdAt(),
});

/** Charges, one per merchant idempotency key: a retried request answers the first outcome. */
export const sandboxCharges = pgTable(
  'sandbox_gateway_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    cardToken: text('card_token').notNull(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    decline: text('decline', { enum: ['soft', 'hard'] }),
    declineCode: text('decline_code'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('sandbox_gateway_charges_refund', sql`${t.refundedAmount} between 0 and ${t.amount}`)],
);

/** Refunds, one per merchant idempotency key: a retried request refunds nothing more. */
export const sandboxRefunds = pgTable('sandbox_gateway_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  chargeId: text('charge_id').notNull(),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});

/** Signed callbacks waiting for delivery (at least once, retried with backoff). */
export const sandboxCallbacks = pgTable(
  'sandbox_gateway_callbacks',
  {
    eventId: text('event_id').primaryKey(),
    /** Creation order: due callbacks go out oldest first. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The exact JSON text that is signed and sent. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Also held back here to deliver an event out of order. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_gateway_callbacks_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
  ],
);
