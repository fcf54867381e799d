import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { cities } from './catalog';
import { money } from './columns';

/** What delivery to an address costs in a city, charged once with the first payment; pickup is free. */
export const deliveryFees = pgTable(
  'delivery_fees',
  {
    cityId: integer('city_id')
      .primaryKey()
      .references(() => cities.id),
    fee: money('fee').notNull(),
  },
  (t) => [check('delivery_fees_nonnegative', sql`${t.fee} >= 0`)],
);
