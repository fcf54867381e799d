import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, money } from './columns';
import { payments } from './payments';
import { promoCodes } from './promo';

/** Append-only: one row per credit (+) or debit (−); the balance is their sum. */
export const bonusLedger = pgTable(
  'bonus_ledger',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    amount: money('amount').notNull(),
    reason: text('reason', { enum: ['promo', 'cashback', 'payment', 'refund', 'adjustment'] }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    /** Makes each credit/debit happen once, e.g. "cashback:payment:42". */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bonus_ledger_client_idx').on(t.clientId, t.createdAt),
    check('bonus_ledger_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
