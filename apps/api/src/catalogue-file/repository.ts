import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  categories,
  cities,
  companies,
  deliveryFees,
  extras,
  gadgetExtras,
  gadgets,
  modelColors,
  modelPrices,
  models,
  pickupOffices,
} from '../db/schema/index';
import { rawRows } from '../lib/raw-rows';

export type CityRow = typeof cities.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ExtraRow = typeof extras.$inferSelect;
export type GadgetRow = typeof gadgets.$inferSelect;
export type ModelRow = typeof models.$inferSelect;
export type OfficeRow = typeof pickupOffices.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type PriceRow = typeof modelPrices.$inferSelect;

/** The catalogue's rows, each table in the order the file lists it (extras have no position: by id). */
export interface CatalogueRows {
  cities: CityRow[];
  fees: (typeof deliveryFees.$inferSelect)[];
  categories: CategoryRow[];
  extras: ExtraRow[];
  gadgets: GadgetRow[];
  links: (typeof gadgetExtras.$inferSelect)[];
  models: ModelRow[];
  prices: PriceRow[];
  colors: (typeof modelColors.$inferSelect)[];
  offices: OfficeRow[];
  companies: CompanyRow[];
}

/**
 * Every row of the catalogue, one statement after another (`db` may be a transaction: one
 * connection). `lock`: the rows an import writes are taken FOR UPDATE, so a staff save waits for the
 * import and then answers 409 on the raised version, and an order placed at an office meanwhile
 * commits before the office's use is counted.
 */
export async function readCatalogueRows(db: Db, lock: boolean): Promise<CatalogueRows> {
  const locked = <Q extends { for(strength: 'update'): Q }>(query: Q): Q =>
    lock ? query.for('update') : query;
  const cityRows = await locked(
    db.select().from(cities).orderBy(asc(cities.position), asc(cities.id)).$dynamic(),
  );
  const fees = await db.select().from(deliveryFees);
  const categoryRows = await locked(
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)).$dynamic(),
  );
  const extraRows = await locked(db.select().from(extras).orderBy(asc(extras.id)).$dynamic());
  const gadgetRows = await locked(
    db.select().from(gadgets).orderBy(asc(gadgets.position), asc(gadgets.id)).$dynamic(),
  );
  const links = await db
    .select()
    .from(gadgetExtras)
    .orderBy(asc(gadgetExtras.gadgetId), asc(gadgetExtras.extraId));
  const modelRows = await locked(
    db.select().from(models).orderBy(asc(models.gadgetId), asc(models.position), asc(models.id)).$dynamic(),
  );
  const prices = await db
    .select()
    .from(modelPrices)
    .orderBy(asc(modelPrices.modelId), asc(modelPrices.cityId), asc(modelPrices.term));
  const colors = await db.select().from(modelColors);
  const officeRows = await locked(
    db.select().from(pickupOffices).orderBy(asc(pickupOffices.position), asc(pickupOffices.id)).$dynamic(),
  );
  const companyRows = await locked(
    db.select().from(companies).orderBy(asc(companies.position), asc(companies.id)).$dynamic(),
  );
  return {
    cities: cityRows,
    fees,
    categories: categoryRows,
    extras: extraRows,
    gadgets: gadgetRows,
    links,
    models: modelRows,
    prices,
    colors,
    offices: officeRows,
    companies: companyRows,
  };
}

/**
 * Of the given offices, those still needed (docs/decisions/046): orders waiting for their hand-over
 * there, or units reserved or rented from it. The offices desk refuses to switch these off; so does
 * an import.
 */
export async function officesInUse(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { orders: number; units: number }>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rawRows<{ office_id: number; orders: number; units: number }>(
    db,
    sql`select o.id as office_id,
          (select count(*)::int from subscriptions s
            where s.office_id = o.id and s.status = ${SUBSCRIPTION_STATUS.created} and s.delivery = 'pickup') as orders,
          (select count(*)::int from device_units u
            where u.office_id = o.id and u.state in ('reserved', 'rented')) as units
        from pickup_offices o where o.id in (${list})`,
  );
  return new Map(
    rows
      .filter((row) => Number(row.orders) > 0 || Number(row.units) > 0)
      .map((row) => [Number(row.office_id), { orders: Number(row.orders), units: Number(row.units) }]),
  );
}
