import { serialKey, type TStaffStockQuery, type UnitState } from '@ijara/contract/staff';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rawRows } from '../../lib/raw-rows';
import type { Reach } from '../staff/index';

export interface UnitRow {
  id: number;
  serial: string;
  imei: string | null;
  model_id: number;
  model_ru: string;
  model_en: string;
  colour: string;
  city_id: number;
  city_ru: string;
  city_en: string;
  office_id: number | null;
  office_ru: string | null;
  office_en: string | null;
  state: UnitState;
  subscription_id: number | null;
  purchased_on: string | null;
  purchase_cost: number | null;
  available_from: string | null;
  note: string;
  retired_reason: string | null;
  version: number;
}

const UNIT_COLUMNS = sql`u.id, u.serial, u.imei, u.model_id, m.name_ru as model_ru, m.name_en as model_en, u.colour,
  u.city_id, ci.name_ru as city_ru, ci.name_en as city_en, u.office_id, o.name_ru as office_ru,
  o.name_en as office_en, u.state, u.subscription_id, u.purchased_on::text as purchased_on, u.purchase_cost,
  u.available_from::text as available_from, u.note,
  u.retired_reason, u.version`;

const UNIT_FROM = sql`from device_units u
  join models m on m.id = u.model_id
  join gadgets g on g.id = m.gadget_id
  join cities ci on ci.id = u.city_id
  left join pickup_offices o on o.id = u.office_id`;

/** Operators see the units at their offices; the city warehouses are the managers'. */
function unitInReach(reach: Reach): SQL {
  if (reach.all) return sql`true`;
  if (reach.offices.length === 0) return sql`false`;
  return sql`u.office_id in (${sql.join(
    reach.offices.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

function oneOf(column: SQL, values: string[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** LIKE's own characters in what a person typed match themselves. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

function filtered(query: TStaffStockQuery): SQL {
  const where: SQL[] = [];
  if (query.office !== undefined) where.push(sql`u.office_id = ${query.office}`);
  if (query.model !== undefined) where.push(sql`u.model_id = ${query.model}`);
  if (query.state !== undefined) where.push(sql`u.state = ${query.state}`);
  if (query.q) {
    const digits = query.q.replace(/[\s-]/g, '');
    where.push(
      sql`(u.serial ilike ${contains(query.q)}
        ${/^\d{3,15}$/.test(digits) ? sql`or u.imei like ${`%${digits}%`}` : sql``})`,
    );
  }
  return where.length === 0 ? sql`true` : sql.join(where, sql` and `);
}

/** Device units as the stock desk reads them, and the rows their history is made of. */
export class StockDeskRepository {
  /** Up to `limit` matches in catalogue order, then by serial. */
  list(db: Db, reach: Reach, query: TStaffStockQuery, limit: number): Promise<UnitRow[]> {
    return rawRows<UnitRow>(
      db,
      sql`select ${UNIT_COLUMNS} ${UNIT_FROM}
          where ${unitInReach(reach)} and ${filtered(query)}
          order by g.position, g.id, m.position, m.id, u.serial
          limit ${limit}`,
    );
  }

  async one(db: Db, reach: Reach, id: number): Promise<UnitRow | null> {
    const rows = await rawRows<UnitRow>(
      db,
      sql`select ${UNIT_COLUMNS} ${UNIT_FROM} where u.id = ${id} and ${unitInReach(reach)}`,
    );
    return rows[0] ?? null;
  }

  /** The unit under its row lock: checkout, hand-over and returns wait for the edit, and it for them. */
  async lock(db: Db, reach: Reach, id: number): Promise<UnitRow | null> {
    const rows = await rawRows<UnitRow>(
      db,
      sql`select ${UNIT_COLUMNS} ${UNIT_FROM} where u.id = ${id} and ${unitInReach(reach)} for update of u`,
    );
    return rows[0] ?? null;
  }

  /** Every model, in catalogue order. */
  models(db: Db) {
    return rawRows<{ id: number; name_ru: string; name_en: string }>(
      db,
      sql`select m.id, m.name_ru, m.name_en from models m join gadgets g on g.id = m.gadget_id
          order by g.position, g.id, m.position, m.id`,
    );
  }

  /** The orders that had the unit: the one holding it, and those its records and audit rows name. */
  subscriptions(db: Db, unitId: number) {
    return rawRows<{
      id: number;
      client_id: number;
      first_name: string;
      last_name: string;
      status: number;
      start_date: string | null;
      end_date: string | null;
    }>(
      db,
      sql`select s.id, s.client_id, c.first_name, c.last_name, s.status, s.start_date::text as start_date,
            coalesce((select (r.created_at at time zone 'Asia/Bishkek')::date from condition_records r
                      where r.subscription_id = s.id and r.kind = 'return'),
                     s.return_date, s.end_date)::text as end_date
          from subscriptions s join clients c on c.id = s.client_id
          where s.id in (
            select subscription_id from device_units where id = ${unitId} and subscription_id is not null
            union select subscription_id from condition_records where unit_id = ${unitId}
            union select entity_id::int from audit_log
              where (details->>'unitId') = ${String(unitId)} and entity = 'subscription'
                and entity_id ~ '^[0-9]{1,9}$')
          order by s.id desc`,
    );
  }

  conditions(db: Db, unitId: number) {
    return rawRows<{
      id: number;
      kind: 'handover' | 'return';
      subscription_id: number;
      created_at: string | Date;
      staff_name: string | null;
      imei: string | null;
      accessories: string[];
      note: string;
      outcome: 'ok' | 'damaged' | null;
    }>(
      db,
      sql`select r.id, r.kind, r.subscription_id, r.created_at, st.name as staff_name, r.imei, r.accessories,
            r.note, r.outcome
          from condition_records r left join staff st on st.id = r.staff_id
          where r.unit_id = ${unitId}
          order by r.created_at desc, r.id desc`,
    );
  }

  /** Units that already have one of these serials (any case) or IMEIs, other than `except`. */
  taken(db: Db, serials: string[], imeis: string[], except: number | null = null) {
    return rawRows<{ id: number; serial: string; imei: string | null }>(
      db,
      sql`select id, serial, imei from device_units
          where (${oneOf(sql`upper(serial)`, serials.map(serialKey))} or ${oneOf(sql`imei`, imeis)})
            ${except === null ? sql`` : sql`and id <> ${except}`}`,
    );
  }

  async office(db: Db, id: number) {
    const rows = await rawRows<{ id: number; city_id: number; active: boolean; name_ru: string }>(
      db,
      sql`select id, city_id, active, name_ru from pickup_offices where id = ${id}`,
    );
    return rows[0] ?? null;
  }

  async modelExists(db: Db, id: number): Promise<boolean> {
    return (await rawRows(db, sql`select 1 from models where id = ${id}`)).length > 0;
  }
}
