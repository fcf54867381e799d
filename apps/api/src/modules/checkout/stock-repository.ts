import type { TStockLevel } from '@ijara/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rawRows } from '../../lib/raw-rows';
import { releaseReservedUnit } from '../../stock/release-unit';

/** A model's stock in a city as the contract states it: the level, and the day with "expected". */
export interface Stock {
  level: TStockLevel;
  availableFrom?: string;
}

/**
 * Free units here now counted up to two: enough to tell "in stock" from "last one" without a full
 * count. None here: "expected" from the earliest day an expected unit arrives, if one does
 * (docs/decisions/051).
 */
export function stockLevel(free: number, expected: string | null): Stock {
  if (free >= 2) return { level: 'in_stock' };
  if (free === 1) return { level: 'last_one' };
  return expected === null ? { level: 'out_of_stock' } : { level: 'expected', availableFrom: expected };
}

/** An available unit is here on `today` (Bishkek) unless it arrives later (expected stock). */
const hereOn = (today: string) => sql`(u.available_from is null or u.available_from <= ${today}::date)`;

/** Device units: availability, and the reservation and release of one unit for a subscription. */
export class StockRepository {
  /**
   * Every active model in every served city where it has a price, with its free units here on `today`
   * up to two, and the earliest day one of its expected units arrives.
   */
  async levels(
    db: Db,
    today: string,
  ): Promise<{ modelId: number; cityId: number; free: number; expected: string | null }[]> {
    const rows = await rawRows<{
      model_id: number;
      city_id: number;
      free: number | string;
      expected: string | null;
    }>(
      db,
      sql`select offered.model_id, offered.city_id,
                 least(count(u.id) filter (where ${hereOn(today)}), 2) as free,
                 (min(u.available_from) filter (where not ${hereOn(today)}))::text as expected
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
      expected: row.expected,
    }));
  }

  /**
   * Reserves one available unit for the subscription: one here on `today` if there is one, else the
   * expected unit that arrives first (then `readyOn` is its day: the order is handed over from it);
   * among equals, one at the chosen office (or, for delivery, in the warehouse). Units another
   * transaction is reserving are skipped, not waited for: with one unit left, exactly one of many
   * concurrent checkouts gets it. Null: none left.
   */
  async reserve(
    tx: Db,
    unit: { modelId: number; cityId: number; officeId: number | null; subscriptionId: number; today: string },
  ): Promise<{ id: number; readyOn: string | null } | null> {
    const rows = await rawRows<{ id: number; ready_on: string | null }>(
      tx,
      sql`with picked as (
            select id from device_units
            where model_id = ${unit.modelId} and city_id = ${unit.cityId} and state = 'available'
            order by greatest(available_from, ${unit.today}::date),
                     (office_id is not distinct from ${unit.officeId}::int) desc, id
            limit 1
            for update skip locked)
          update device_units u
          set state = 'reserved', subscription_id = ${unit.subscriptionId}, reserved_at = now(), updated_at = now()
          from picked where u.id = picked.id
          returning u.id, case when u.available_from > ${unit.today}::date then u.available_from::text end as ready_on`,
    );
    const row = rows[0];
    return row ? { id: Number(row.id), readyOn: row.ready_on } : null;
  }

  release(tx: Db, subscriptionId: number): Promise<number | null> {
    return releaseReservedUnit(tx, subscriptionId);
  }
}
