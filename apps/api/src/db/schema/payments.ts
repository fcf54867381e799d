import type { PaymentLineDetail } from '@ijara/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { extras } from './catalog';
import { claims } from './claims';
import { clients } from './clients';
import { at, createdAt, id, money, updatedAt } from './columns';
import { subscriptions } from './subscriptions';

/** A bound card: only the gateway's token and a masked number, never the card number. */
export const cards = pgTable(
  'cards',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    gateway: text('gateway').notNull().default('sandbox'),
    gatewayToken: text('gateway_token').notNull(),
    /** "**** 1234" */
    maskedPan: text('masked_pan').notNull(),
    brand: text('brand').notNull(),
    /** "MM/YY" */
    expiry: text('expiry').notNull(),
    active: boolean('active').notNull().default(false),
    createdAt: createdAt(),
    removedAt: at('removed_at'),
  },
  (t) => [
    index('cards_client_idx').on(t.clientId),
    unique('cards_gateway_token_unique').on(t.gateway, t.gatewayToken),
    uniqueIndex('cards_one_active_per_client')
      .on(t.clientId)
      .where(sql`${t.active} and ${t.removedAt} is null`),
  ],
);

/** The period of an order's first payment; a failed one undoes the order (DESIGN.md §5). */
export const FIRST_PERIOD = 1;

/**
 * The period of a buy-out's payment (docs/decisions/055): −1, which neither a monthly period (from 1)
 * nor a one-off (0) has, so with type "subscription" the unique key allows one buy-out charge per
 * subscription. The client waits for its outcome: a decline is not tried again and makes nothing overdue.
 */
export const BUYOUT_PERIOD = -1;

/**
 * The period of a claim's payment (docs/decisions/059): −1 − the claim's id (−2 and below), which no
 * other payment has, so with type "subscription" each claim of a subscription has a key of its own.
 * Like a buy-out's, it is no month: the subscription's dates do not move when it is paid.
 */
export function claimPeriod(claimId: number): number {
  return -1 - claimId;
}

/**
 * One row per charge. UNIQUE(subscription, period, type) makes a second charge for the same period
 * impossible whatever the code does (DESIGN.md §5).
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    /** 1-based billing period of the subscription; 0 for one-off charges such as delivery. */
    period: integer('period').notNull().default(0),
    type: text('type', { enum: ['subscription', 'insurance', 'delivery'] }).notNull(),
    status: text('status', { enum: ['success', 'fail', 'processing'] })
      .notNull()
      .default('processing'),
    amount: money('amount').notNull(),
    bonusUsed: money('bonus_used').notNull().default(0),
    cardId: integer('card_id').references(() => cards.id),
    gateway: text('gateway'),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    failureCode: text('failure_code'),
    /**
     * Gateway tries so far; try n is sent with the idempotency key "ijara-pay-<id>-<n>". Recurring
     * retries of soft declines: at most 8 tries in 14 days.
     */
    attempts: integer('attempts').notNull().default(0),
    /**
     * The last try handed to the gateway. Below `attempts` while a claimed try has not been sent (the
     * database failed between the claim and the send): reconciliation sends it, it never fails it.
     */
    sentAttempts: integer('sent_attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    dueAt: at('due_at'),
    paidAt: at('paid_at'),
    /** Refunded so far, minor units; the status stays "success". */
    refundedAmount: money('refunded_amount').notNull().default(0),
    /**
     * What a claim costs the client (docs/decisions/059): one payment per claim, held by the unique
     * index below; its period is `claimPeriod(claim)`, so the subscription's unique key holds too.
     */
    claimId: integer('claim_id').references(() => claims.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payments_subscription_period_type_unique').on(t.subscriptionId, t.period, t.type),
    uniqueIndex('payments_one_per_claim').on(t.claimId).where(sql`${t.claimId} is not null`),
    index('payments_client_idx').on(t.clientId, t.createdAt),
    index('payments_retry_idx').on(t.status, t.nextAttemptAt),
    check('payments_type_valid', sql`${t.type} in ('subscription', 'insurance', 'delivery')`),
    check('payments_status_valid', sql`${t.status} in ('success', 'fail', 'processing')`),
    check('payments_amount_nonnegative', sql`${t.amount} >= 0 and ${t.bonusUsed} >= 0`),
    check('payments_refund_valid', sql`${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

/**
 * What a payment is made of, by SPEC.md's payment types (DESIGN.md §4 "Payment lines"): written in the
 * transaction of its payment, adding up to its amount (docs/decisions/054). Labels are the contract's
 * texts filled with `detail`, in the reader's language.
 */
export const paymentLines = pgTable(
  'payment_lines',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The line's place in its payment, from 0. */
    position: integer('position').notNull(),
    kind: text('kind', {
      enum: [
        'subscription',
        'insurance',
        'delivery',
        'extra',
        'discount',
        'early_exit',
        'buyout',
        'points',
        'claim',
      ],
    }).notNull(),
    extraId: integer('extra_id').references(() => extras.id),
    detail: jsonb('detail').$type<PaymentLineDetail>(),
    /** Minor units; a discount is negative. */
    amount: money('amount').notNull(),
  },
  (t) => [
    unique('payment_lines_payment_position_unique').on(t.paymentId, t.position),
    check(
      'payment_lines_kind_valid',
      sql`${t.kind} in ('subscription', 'insurance', 'delivery', 'extra', 'discount', 'early_exit', 'buyout', 'points', 'claim')`,
    ),
    check(
      'payment_lines_sign_valid',
      sql`(${t.kind} in ('discount', 'points')) = (${t.amount} < 0) or ${t.amount} = 0`,
    ),
    check('payment_lines_extra_valid', sql`(${t.kind} = 'extra') = (${t.extraId} is not null)`),
  ],
);

/** Gateway callbacks, deduplicated by event id in the same transaction as their effect. */
export const webhookEvents = pgTable('webhook_events', {
  id: id(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
  processedAt: at('processed_at'),
});
