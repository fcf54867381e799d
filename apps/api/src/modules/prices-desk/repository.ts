import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { statusesSql } from '../../db/statuses';
import { rawRows } from '../../lib/raw-rows';

export interface PriceModelRow {
  id: number;
  gadget_ru: string;
  gadget_en: string;
  name_ru: string;
  name_en: string;
  published: boolean;
  value: number;
  insurance_monthly: number;
  prices_version: number;
}

export interface PriceCityRow {
  id: number;
  name_ru: string;
  name_en: string;
  served: boolean;
}

export interface PriceRow {
  city_id: number;
  term: number;
  monthly: number;
}

const MODEL_COLUMNS = sql`m.id, g.name_ru as gadget_ru, g.name_en as gadget_en, m.name_ru, m.name_en,
  (m.active and g.active) as published, m.value, m.insurance_monthly, m.prices_version`;

/** The price desk's SQL: models, cities, one model's prices, and the rows a save writes. */
export class PricesDeskRepository {
  /** Every model, in catalogue order. */
  models(db: Db) {
    return rawRows<PriceModelRow>(
      db,
      sql`select ${MODEL_COLUMNS} from models m join gadgets g on g.id = m.gadget_id
          order by g.position, g.id, m.position, m.id`,
    );
  }

  /** The model; `lock` takes its row lock, so two saves of its prices run one after the other. */
  async model(db: Db, id: number, lock = false): Promise<PriceModelRow | null> {
    const rows = await rawRows<PriceModelRow>(
      db,
      sql`select ${MODEL_COLUMNS} from models m join gadgets g on g.id = m.gadget_id
          where m.id = ${id} ${lock ? sql`for update of m` : sql``}`,
    );
    return rows[0] ?? null;
  }

  cities(db: Db) {
    return rawRows<PriceCityRow>(
      db,
      sql`select id, name_ru, name_en, served from cities order by position, id`,
    );
  }

  prices(db: Db, modelId: number) {
    return rawRows<PriceRow>(
      db,
      sql`select city_id, term, monthly from model_prices where model_id = ${modelId} order by city_id, term`,
    );
  }

  /**
   * Paid orders waiting for their hand-over and running subscriptions (active or paused) of the model
   * whose monthly rent is not the grid's price for their city and term: they keep the price they were
   * sold at.
   */
  async keptPrices(db: Db, modelId: number): Promise<number> {
    const [row] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from subscriptions s
          left join model_prices p on p.model_id = s.model_id and p.city_id = s.city_id and p.term = s.term
          where s.model_id = ${modelId}
            and s.status in ${statusesSql(SUBSCRIPTION_STATUS.created, SUBSCRIPTION_STATUS.active, SUBSCRIPTION_STATUS.pending)}
            and s.rent_monthly is distinct from p.monthly`,
    );
    return row?.n ?? 0;
  }

  /** The model's prices become `cells` (each city and term once), with its amounts and a new version. */
  async write(
    tx: Db,
    modelId: number,
    input: { cells: PriceRow[]; insuranceMonthly: number; value: number },
  ): Promise<void> {
    await tx.execute(sql`delete from model_prices where model_id = ${modelId}`);
    if (input.cells.length > 0) {
      await tx.execute(
        sql`insert into model_prices (model_id, city_id, term, monthly) values ${sql.join(
          input.cells.map((cell) => sql`(${modelId}, ${cell.city_id}, ${cell.term}, ${cell.monthly})`),
          sql`, `,
        )}`,
      );
    }
    // A new value or insurance raises the model's own version too: the catalogue editor's form of the
    // model, opened before, answers 409 rather than writing the old amounts back (docs/decisions/050).
    await tx.execute(
      sql`update models set insurance_monthly = ${input.insuranceMonthly}, value = ${input.value},
            prices_version = prices_version + 1,
            version = version + (case when insurance_monthly = ${input.insuranceMonthly}
              and value = ${input.value} then 0 else 1 end)
          where id = ${modelId}`,
    );
  }
}
