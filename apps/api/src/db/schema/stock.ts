import { UNIT_STATES } from '@ijara/contract/staff';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities, models, pickupOffices } from './catalog';
import { at, createdAt, id, money, updatedAt } from './columns';
import { subscriptions } from './subscriptions';

/**
 * Physical devices (issue 7). A unit is in a city, at a pickup office or in the city's warehouse
 * (office null). Checkout reserves an available unit for its subscription (FOR UPDATE SKIP LOCKED);
 * hand-over makes it rented; a failed first charge makes it available again. Staff add, edit, move,
 * repair and retire units through the stock desk (issue 30), each edit raising `version`. A unit with
 * `available_from` later than today (Bishkek) is expected stock: orderable, handed over from that day
 * (docs/decisions/051).
 */
export const deviceUnits = pgTable(
  'device_units',
  {
    id: id(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    officeId: integer('office_id').references(() => pickupOffices.id),
    serial: text('serial').notNull().unique(),
    /** 15 digits, for devices with a cellular modem; null otherwise. */
    imei: text('imei').unique(),
    state: text('state', { enum: UNIT_STATES }).notNull().default('available'),
    /** The subscription the unit is reserved for or rented to; set exactly in those two states. */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    reservedAt: at('reserved_at'),
    colour: text('colour').notNull().default(''),
    note: text('note').notNull().default(''),
    purchasedOn: date('purchased_on', { mode: 'string' }),
    purchaseCost: money('purchase_cost'),
    /** The day an expected unit arrives (from a supplier's delivery); null, or a day gone by: here now. */
    availableFrom: date('available_from', { mode: 'string' }),
    /** Why it was retired (sold at a buy-out, lost, beyond repair); null while it is not. */
    retiredReason: text('retired_reason'),
    /**
     * The subscription whose client bought the unit out (status 7, docs/decisions/055): set with
     * `retired`, so a sold unit is told from a lost or broken one.
     */
    soldSubscriptionId: integer('sold_subscription_id').references(() => subscriptions.id),
    /** Raised by every staff edit; an edit made from an older version answers 409 (version_conflict). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('device_units_stock_idx').on(t.modelId, t.cityId, t.state),
    uniqueIndex('device_units_one_per_subscription')
      .on(t.subscriptionId)
      .where(sql`${t.subscriptionId} is not null`),
    check(
      'device_units_state_valid',
      sql`${t.state} in ('available', 'reserved', 'rented', 'repair', 'retired')`,
    ),
    check(
      'device_units_subscription_matches_state',
      sql`(${t.state} in ('reserved', 'rented')) = (${t.subscriptionId} is not null)`,
    ),
    uniqueIndex('device_units_one_per_sale')
      .on(t.soldSubscriptionId)
      .where(sql`${t.soldSubscriptionId} is not null`),
    check('device_units_sold_retired', sql`${t.soldSubscriptionId} is null or ${t.state} = 'retired'`),
    check('device_units_imei_digits', sql`${t.imei} is null or ${t.imei} ~ '^[0-9]{15}$'`),
    check('device_units_purchase_cost_nonnegative', sql`${t.purchaseCost} is null or ${t.purchaseCost} >= 0`),
  ],
);
