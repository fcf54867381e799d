import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key; "by default" so an operator can still load rows with known ids. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** An amount of money in minor units (tyiyn). Never a float. */
export const money = (name: string) => integer(name);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Binary data; PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
