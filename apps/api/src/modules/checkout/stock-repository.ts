import type { TStockLevel } from '@ijara/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rawRows } from '../../lib/raw-rows';
import { releaseReservedUnit } from '../../stock/release-unit';

/** Free units counted up to two: enough to tell "in stock" from "last one" without a full count. */
export function stockLevel(free: number): TStockLevel {
  if (free <= 0) return 'out_of_stock';
  return free === 1 ? 'last_one' : 'in_stock';
}

/** Device units: availability, and the reservation and release of one unit for a subscription. */
export class StockRepository {
  /** Every active model in every served city where it has a price, with its free units up to two. */
  async levels(db: Db): Promise<{ modelId: number; cityId: number; free: number }[]> {
    const rows = await rawRows<{ model_id: number; city_id: number; free: number | string }>(
      db,
      sql`select offered.model_id, offered.city_id,
                 least(count(u.id), 2) as free
          from (select distinct model_id, city_id from model_prices) offered
          join models m on m.id = offered.model_id and m.active
          join gadgets g on g.id = m.gadget_id and g.active
          join cities c on c.id = offered.city_id and c.served
          left join device_units u
            on u.model_id = offered.model_id and u.city_id = offered.city_id and u.state = 'available'
          group by offered.model_id, offered.city_id
          order by offered.model_id, offered.city_id`,
    );
    return rows.map((row) => ({
      modelId: Number(row.model_id),
      cityId: Number(row.city_id),
      free: Number(row.free),
    }));
  }

  /**
   * Reserves one available unit for the subscription, preferring one at the chosen office (or, for
   * delivery, in the warehouse). Units another transaction is reserving are skipped, not waited
   * for: with one unit left, exactly one of many concurrent checkouts gets it. Null: none left.
   */
  async reserve(
    tx: Db,
    unit: { modelId: number; cityId: number; officeId: number | null; subscriptionId: number },
  ): Promise<number | null> {
    const rows = await rawRows<{ id: number }>(
      tx,
      sql`with picked as (
            select id from device_units
            where model_id = ${unit.modelId} and city_id = ${unit.cityId} and state = 'available'
            order by (office_id is not distinct from ${unit.officeId}::int) desc, id
            limit 1
            for update skip locked)
          update device_units u
          set state = 'reserved', subscription_id = ${unit.subscriptionId}, reserved_at = now(), updated_at = now()
          from picked where u.id = picked.id
          returning u.id`,
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  release(tx: Db, subscriptionId: number): Promise<number | null> {
    return releaseReservedUnit(tx, subscriptionId);
  }
}
