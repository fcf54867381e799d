import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { at, createdAt, id, money } from './columns';
import { payments } from './payments';
import { staff } from './staff';

/**
 * One row per refund intent (docs/decisions/041): written before the gateway is asked, under the
 * payment's row lock, so the refunds of a payment never add up to more than it; the gateway sees the
 * key "ijara-refund-<id>", so a retry of the same row never refunds twice. A payment made with points
 * is refunded as points (no gateway).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    amount: money('amount').notNull(),
    method: text('method', { enum: ['card', 'points'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    reason: text('reason').notNull(),
    /** Who asked: a manager (staff_id), the client cancelling an order, or the expiry job. */
    actor: text('actor', { enum: ['client', 'staff', 'system'] }).notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    /** The caller's Idempotency-Key, or "cancel:<subscription>:<payment>" for a cancellation. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    failureCode: text('failure_code'),
    /** Tries sent to the gateway; a pending row is tried again by the `refund-retry` job. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_status_valid', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_method_valid', sql`${t.method} in ('card', 'points')`),
  ],
);
