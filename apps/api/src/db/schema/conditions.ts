import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';
import { staff } from './staff';
import { deviceUnits } from './stock';
import { subscriptions } from './subscriptions';

/**
 * What a device looked like when it went out and when it came back (issue 29): the evidence of a
 * later damage claim. One hand-over record and one return record per subscription.
 */
export const conditionRecords = pgTable(
  'condition_records',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => deviceUnits.id),
    kind: text('kind', { enum: ['handover', 'return'] }).notNull(),
    /** Null when the ops CLI's automation account recorded it. */
    staffId: integer('staff_id').references(() => staff.id),
    imei: text('imei'),
    accessories: text('accessories').array().notNull().default(sql`'{}'::text[]`),
    note: text('note').notNull().default(''),
    /** Returns only: ok → the unit is available again, damaged → repair. */
    outcome: text('outcome', { enum: ['ok', 'damaged'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('condition_records_subscription_kind_unique').on(t.subscriptionId, t.kind),
    index('condition_records_unit_idx').on(t.unitId, t.createdAt),
    check('condition_records_imei_digits', sql`${t.imei} is null or ${t.imei} ~ '^[0-9]{15}$'`),
  ],
);

/** The record's photos as WebP, a large one and a thumbnail each, in the database like gadget photos. */
export const conditionPhotos = pgTable(
  'condition_photos',
  {
    id: id(),
    recordId: integer('record_id')
      .notNull()
      .references(() => conditionRecords.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    thumb: bytea('thumb').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('condition_photos_record_position_unique').on(t.recordId, t.position)],
);
