import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, extras, models, pickupOffices } from './catalog';
import { clients } from './clients';
import { at, createdAt, id, money, updatedAt } from './columns';
import { promoCodes } from './promo';

/**
 * Status numbers of DESIGN.md §4: 1 created, 2 active, 3 pending (paused), 4 refusal, 5 closed,
 * 6 cancelled (before the hand-over, its payments refunded).
 * Prices are copied in at checkout so later catalogue changes do not change a running contract.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    status: integer('status').notNull().default(1),
    serial: text('serial'),
    term: integer('term').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    nextPaymentDate: date('next_payment_date', { mode: 'string' }),
    returnDate: date('return_date', { mode: 'string' }),
    insurance: boolean('insurance').notNull().default(false),
    insuranceMonthly: money('insurance_monthly').notNull().default(0),
    delivery: text('delivery', { enum: ['delivery', 'pickup'] }).notNull(),
    officeId: integer('office_id').references(() => pickupOffices.id),
    deliveryAddress: text('delivery_address'),
    deliveryFee: money('delivery_fee').notNull().default(0),
    /** A delivery's day and time window ("HH:MM"), set by staff; the client is told (courier notice). */
    deliveryOn: date('delivery_on', { mode: 'string' }),
    deliveryFrom: text('delivery_from'),
    deliveryTo: text('delivery_to'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promo: text('promo'),
    /** What the discounts take off each month (employer, and a promo for every month). */
    discount: money('discount').notNull().default(0),
    /** The model's monthly price for the term and city at checkout, before discounts. */
    rentMonthly: money('rent_monthly').notNull().default(0),
    /**
     * The model's monthly price in the city for each term offered at checkout ({"3": …, "6": …, "12": …}):
     * leaving early re-prices the months used at these (docs/decisions/054); null for older orders.
     */
    termPrices: jsonb('term_prices').$type<Record<string, number>>(),
    /**
     * The device's value stated in the subscription card (the model's `value` at checkout; the migration
     * copied today's value into older rows): a claim's share is computed from it (docs/decisions/059).
     */
    deviceValue: money('device_value').notNull().default(0),
    /** Monthly total after discount, minor units. */
    monthlyTotal: money('monthly_total').notNull(),
    /** Charged at checkout: the first month, one-time extras and delivery, less the discounts. */
    firstPayment: money('first_payment').notNull().default(0),
    /** The `roistat_visit` cookie at checkout (marketing attribution). */
    roistatVisit: text('roistat_visit'),
    /**
     * What was ordered (model, city, term, options, how it is received) as a fingerprint: a client
     * holds one unpaid-or-waiting order (status 1) per draft (docs/decisions/035).
     */
    draftKey: text('draft_key'),
    /**
     * The billing period next_payment_date opens (period 1 is charged at checkout, so a running
     * subscription holds 2 or more); with the type it is the payment's unique key.
     */
    billingPeriod: integer('billing_period').notNull().default(1),
    /**
     * The billing periods of the terms before the current one (docs/decisions/056): 0 until an
     * extension starts; the current term's periods are periods_before + 1 … periods_before + term.
     */
    periodsBefore: integer('periods_before').notNull().default(0),
    /**
     * An order for a newer model (status 1) names the running subscription whose device comes back at
     * its hand-over, which closes that subscription (docs/decisions/056).
     */
    replacesId: integer('replaces_id').references((): AnyPgColumn => subscriptions.id),
    /** The day of month payments fall on, kept through short months; null → the day of start_date. */
    billingDay: integer('billing_day'),
    /** The last recurring try failed: operators follow up; cleared when the amount is paid. */
    overdueSince: at('overdue_since'),
    pauseCount: integer('pause_count').notNull().default(0),
    pausedAt: at('paused_at'),
    pausedDays: integer('paused_days').notNull().default(0),
    /** While paused: the day the pause ends at the latest (the billing job resumes it then). */
    pauseEndsOn: date('pause_ends_on', { mode: 'string' }),
    handedOverAt: at('handed_over_at'),
    /** The operator who handed the device over (ops `handover`), and that they saw a physical ID. */
    handedOverBy: text('handed_over_by'),
    idChecked: boolean('id_checked').notNull().default(false),
    cancelledAt: at('cancelled_at'),
    /** Why an order was cancelled before the hand-over (status 6): the client's, a manager's or the job's words. */
    cancelReason: text('cancel_reason'),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_client_idx').on(t.clientId),
    index('subscriptions_billing_idx').on(t.status, t.nextPaymentDate),
    // billing's claim (modules/billing/repository.ts): the earliest due first, without sorting all that is due.
    index('subscriptions_due_idx').on(t.nextPaymentDate, t.id).where(sql`${t.status} in (2, 4)`),
    index('subscriptions_overdue_idx').on(t.overdueSince).where(sql`${t.overdueSince} is not null`),
    index('subscriptions_pause_end_idx').on(t.pauseEndsOn).where(sql`${t.status} = 3`),
    uniqueIndex('subscriptions_one_order_per_draft')
      .on(t.clientId, t.draftKey)
      .where(sql`${t.status} = 1 and ${t.draftKey} is not null`),
    uniqueIndex('subscriptions_one_replacement')
      .on(t.replacesId)
      .where(sql`${t.status} = 1 and ${t.replacesId} is not null`),
    check('subscriptions_periods_before_valid', sql`${t.periodsBefore} >= 0`),
    check('subscriptions_status_valid', sql`${t.status} between 1 and 7`),
    check('subscriptions_billing_valid', sql`${t.billingPeriod} >= 1 and ${t.billingDay} between 1 and 31`),
    check('subscriptions_term_valid', sql`${t.term} in (3, 6, 12)`),
    check(
      'subscriptions_delivery_window_valid',
      sql`(${t.deliveryOn} is null) = (${t.deliveryFrom} is null) and (${t.deliveryFrom} is null) = (${t.deliveryTo} is null) and ${t.deliveryFrom} < ${t.deliveryTo}`,
    ),
    check('subscriptions_delivery_valid', sql`${t.delivery} in ('delivery', 'pickup')`),
    check(
      'subscriptions_money_nonnegative',
      sql`${t.monthlyTotal} >= 0 and ${t.discount} >= 0 and ${t.rentMonthly} >= 0 and ${t.firstPayment} >= 0 and ${t.deviceValue} >= 0`,
    ),
  ],
);

export const subscriptionExtras = pgTable(
  'subscription_extras',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id),
    price: money('price').notNull(),
    billing: text('billing', { enum: ['monthly', 'once'] }).notNull(),
  },
  (t) => [unique('subscription_extras_unique').on(t.subscriptionId, t.extraId)],
);

/**
 * An extension of a running subscription (docs/decisions/056), owned by the subscriptions module: a new
 * term of the same unit from billing period `from_period` (the one after the current term's last), at
 * the prices of the day it was made. It takes effect on the subscription row (term, prices,
 * periods_before) once the current term's last period has its payment (`applied_at`); the due-back day
 * moves at once. One per term boundary: UNIQUE(subscription, from_period).
 */
export const subscriptionExtensions = pgTable(
  'subscription_extensions',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromPeriod: integer('from_period').notNull(),
    term: integer('term').notNull(),
    /** The new term's first day (its first month's charge) and its end, the new due-back day. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** The due-back day before the extension. */
    previousEnd: date('previous_end', { mode: 'string' }).notNull(),
    rentMonthly: money('rent_monthly').notNull(),
    insuranceMonthly: money('insurance_monthly').notNull().default(0),
    discount: money('discount').notNull().default(0),
    monthlyTotal: money('monthly_total').notNull(),
    /** The monthly extras' prices of the new term: [{"extraId": …, "price": …}]. */
    extras: jsonb('extras').$type<Array<{ extraId: number; price: number }>>().notNull().default([]),
    /** The model's monthly price in the city by term on the day (early exit re-prices at these). */
    termPrices: jsonb('term_prices').$type<Record<string, number>>().notNull(),
    appliedAt: at('applied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('subscription_extensions_one_per_term').on(t.subscriptionId, t.fromPeriod),
    index('subscription_extensions_pending_idx').on(t.subscriptionId).where(sql`${t.appliedAt} is null`),
    check('subscription_extensions_term_valid', sql`${t.term} in (3, 6, 12)`),
    check('subscription_extensions_period_valid', sql`${t.fromPeriod} >= 2`),
    check(
      'subscription_extensions_money_nonnegative',
      sql`${t.monthlyTotal} >= 0 and ${t.rentMonthly} >= 0 and ${t.discount} >= 0 and ${t.insuranceMonthly} >= 0`,
    ),
  ],
);

/**
 * A booked return at the term's end (docs/decisions/053), owned by the subscriptions module: one per
 * subscription, changed in place until the day before. At a pickup office of the subscription's city,
 * or by courier at an address in a city with delivery.
 */
export const returnBookings = pgTable(
  'return_bookings',
  {
    subscriptionId: integer('subscription_id')
      .primaryKey()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    returnOn: date('return_on', { mode: 'string' }).notNull(),
    officeId: integer('office_id').references(() => pickupOffices.id),
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_bookings_day_idx').on(t.returnOn),
    check('return_bookings_one_place', sql`(${t.officeId} is null) <> (${t.address} is null)`),
  ],
);
