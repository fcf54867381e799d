import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rawRows } from '../../lib/raw-rows';

export interface ExtraRow {
  id: number;
  name_ru: string;
  name_en: string;
  billing: 'monthly' | 'once';
  price: number;
  active: boolean;
}

export interface FeeRow {
  city_id: number;
  name_ru: string;
  name_en: string;
  fee: number;
}

/** Extras' prices and the served cities' delivery fees (0 where none is set, as checkout charges). */
export class ExtrasRepository {
  /** `lock`: the extras' row locks, so that two saves run one after the other. */
  extras(db: Db, lock = false) {
    return rawRows<ExtraRow>(
      db,
      sql`select id, name_ru, name_en, billing, price, active from extras order by id
          ${lock ? sql`for update` : sql``}`,
    );
  }

  fees(db: Db) {
    return rawRows<FeeRow>(
      db,
      sql`select c.id as city_id, c.name_ru, c.name_en, coalesce(f.fee, 0) as fee
          from cities c left join delivery_fees f on f.city_id = c.id
          where c.served order by c.position, c.id`,
    );
  }

  async setPrice(tx: Db, id: number, price: number): Promise<void> {
    await tx.execute(sql`update extras set price = ${price} where id = ${id}`);
  }

  async setFee(tx: Db, cityId: number, fee: number): Promise<void> {
    await tx.execute(
      sql`insert into delivery_fees (city_id, fee) values (${cityId}, ${fee})
          on conflict (city_id) do update set fee = excluded.fee`,
    );
  }
}
