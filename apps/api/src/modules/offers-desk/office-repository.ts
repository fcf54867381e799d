import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cities, pickupOffices } from '../../db/schema/index';
import { rawRows } from '../../lib/raw-rows';

export type OfficeRow = typeof pickupOffices.$inferSelect;

/** What staff set on an office. */
export type OfficeFields = Pick<
  typeof pickupOffices.$inferInsert,
  'cityId' | 'nameRu' | 'nameEn' | 'addressRu' | 'addressEn' | 'hoursRu' | 'hoursEn' | 'mapUrl' | 'active'
>;

/** What still needs an office: orders waiting for their hand-over there, units reserved or rented from it. */
export interface OfficeUse {
  orders: number;
  units: number;
}

const NO_USE: OfficeUse = { orders: 0, units: 0 };

/** The SQL of the offices desk; every write is in the caller's transaction, with catalogChanged(). */
export class OfficeRepository {
  list(db: Db): Promise<OfficeRow[]> {
    return db
      .select()
      .from(pickupOffices)
      .orderBy(asc(pickupOffices.cityId), asc(pickupOffices.position), asc(pickupOffices.id));
  }

  async cityExists(db: Db, id: number): Promise<boolean> {
    const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
    return row !== undefined;
  }

  /** Per office (all when `id` is null): status-1 orders picked up there, and its units in use. */
  async uses(db: Db, id: number | null): Promise<Map<number, OfficeUse>> {
    const only = id === null ? sql`` : sql`where office_id = ${id}`;
    const rows = await rawRows<{ office_id: number; orders: number; units: number }>(
      db,
      sql`select office_id, sum(orders)::int as orders, sum(units)::int as units from (
            select office_id, count(*) as orders, 0 as units from subscriptions
              where status = ${SUBSCRIPTION_STATUS.created} and delivery = 'pickup' and office_id is not null group by office_id
            union all
            select office_id, 0, count(*) from device_units
              where state in ('reserved', 'rented') and office_id is not null group by office_id
          ) used ${only} group by office_id`,
    );
    return new Map(
      rows.map((row) => [Number(row.office_id), { orders: Number(row.orders), units: Number(row.units) }]),
    );
  }

  async use(db: Db, id: number): Promise<OfficeUse> {
    return (await this.uses(db, id)).get(id) ?? NO_USE;
  }

  /**
   * The office's row under FOR UPDATE: an order being placed there (its key-share lock on the office)
   * commits before the check counts it, or waits for the switch.
   */
  async lock(tx: Db, id: number): Promise<OfficeRow | null> {
    const [row] = await tx.select().from(pickupOffices).where(eq(pickupOffices.id, id)).for('update');
    return row ?? null;
  }

  async one(db: Db, id: number): Promise<OfficeRow | null> {
    const [row] = await db.select().from(pickupOffices).where(eq(pickupOffices.id, id));
    return row ?? null;
  }

  /** A new office, last of its city. */
  async insert(tx: Db, fields: OfficeFields): Promise<number> {
    const [row] = await tx
      .insert(pickupOffices)
      .values({
        ...fields,
        position: sql`(select coalesce(max(${pickupOffices.position}), 0) + 1 from ${pickupOffices})`,
      })
      .returning({ id: pickupOffices.id });
    if (!row) throw new Error('the office was not written');
    return row.id;
  }

  async update(tx: Db, id: number, fields: Partial<OfficeFields>): Promise<void> {
    await tx
      .update(pickupOffices)
      .set({ ...fields, version: sql`${pickupOffices.version} + 1` })
      .where(eq(pickupOffices.id, id));
  }
}
