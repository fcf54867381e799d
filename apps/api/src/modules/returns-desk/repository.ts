import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { statusesSql, statusSql } from '../../db/statuses';
import { rawRows } from '../../lib/raw-rows';
import { type Reach, subscriptionInReach } from '../staff/index';
import { dueBackSql, overdueSql } from '../subscriptions/index';

export interface ReturnRow {
  id: number;
  status: number;
  phone: string;
  first_name: string;
  last_name: string;
  model_ru: string;
  model_en: string;
  serial: string | null;
  imei: string | null;
  return_date: string | null;
  delivery: 'delivery' | 'pickup';
  office_ru: string | null;
  office_en: string | null;
  city_ru: string;
  city_en: string;
  delivery_address: string | null;
  due_back: string | null;
  booked_on: string | null;
  booked_office_ru: string | null;
  booked_office_en: string | null;
  booked_address: string | null;
  overdue: boolean;
}

export interface HandoverRow {
  created_at: string | Date;
  accessories: string[];
  note: string;
}

const { active, pending, refusal } = SUBSCRIPTION_STATUS;
/** A device is with the client in these statuses, so it can come back. */
const RETURNABLE = statusesSql(active, pending, refusal);

const returnColumns = (term: TermToday) => sql`${dueBackSql('s')}::text as due_back,
  b.return_on::text as booked_on, bo.name_ru as booked_office_ru, bo.name_en as booked_office_en,
  b.address as booked_address, coalesce(${overdueSql('s', term.graceDays, term.today)}, false) as overdue,
  ${RETURN_COLUMNS}`;

const RETURN_COLUMNS = sql`s.id, s.status, c.phone, c.first_name, c.last_name, m.name_ru as model_ru,
  m.name_en as model_en, coalesce(u.serial, s.serial) as serial, u.imei, s.return_date::text as return_date,
  s.delivery, o.name_ru as office_ru, o.name_en as office_en, ci.name_ru as city_ru, ci.name_en as city_en,
  s.delivery_address`;

const RETURN_FROM = sql`from subscriptions s
  join clients c on c.id = s.client_id
  join models m on m.id = s.model_id
  join cities ci on ci.id = s.city_id
  left join pickup_offices o on o.id = s.office_id
  left join device_units u on u.subscription_id = s.id
  left join return_bookings b on b.subscription_id = s.id
  left join pickup_offices bo on bo.id = b.office_id`;

/** Today in Bishkek and RETURN_GRACE_DAYS: what "overdue" is counted from. */
export interface TermToday {
  today: string;
  graceDays: number;
}

/** LIKE's own characters in what a person typed match themselves. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** An order number, phone digits (3 or more; a local leading 0 dropped) or part of the name. */
function matches(q: string): SQL {
  const typed = q.replace(/\D/g, '');
  const digits = typed.startsWith('0') ? typed.slice(1) : typed;
  const name = contains(q);
  return sql`(${/^\d{1,9}$/.test(q) ? sql`s.id = ${Number(q)} or` : sql``}
    (${digits.length >= 3 ? sql`c.phone like ${`%${digits}%`}` : sql`false`})
    or (c.first_name || ' ' || c.last_name) ilike ${name}
    or (c.last_name || ' ' || c.first_name) ilike ${name})`;
}

/** Subscriptions whose device can come back, as the returns desk reads them. */
export class ReturnsDeskRepository {
  /**
   * Without `q` the devices due back (status 4), the returns booked and the overdue ones (an active
   * subscription past its end and the grace); with it, the matches among statuses 2–4. By the day
   * each is expected: the booking's, else the due-back day.
   */
  due(db: Db, reach: Reach, q: string | undefined, limit: number, term: TermToday): Promise<ReturnRow[]> {
    const which = q
      ? sql`s.status in ${RETURNABLE} and ${matches(q)}`
      : sql`(s.status = ${statusSql(refusal)} or (s.status = ${statusSql(active)}
          and (b.subscription_id is not null or ${overdueSql('s', term.graceDays, term.today)})))`;
    return rawRows<ReturnRow>(
      db,
      sql`select ${returnColumns(term)} ${RETURN_FROM}
          where ${which} and ${subscriptionInReach(reach)}
          order by coalesce(b.return_on, ${dueBackSql('s')}) nulls last, s.id
          limit ${limit}`,
    );
  }

  async one(db: Db, reach: Reach, id: number, term: TermToday): Promise<ReturnRow | null> {
    const rows = await rawRows<ReturnRow>(
      db,
      sql`select ${returnColumns(term)} ${RETURN_FROM}
          where s.id = ${id} and s.status in ${RETURNABLE} and ${subscriptionInReach(reach)}`,
    );
    return rows[0] ?? null;
  }

  /** The subscription's status when it is within reach; null otherwise. */
  async statusInReach(db: Db, reach: Reach, id: number): Promise<number | null> {
    const rows = await rawRows<{ status: number }>(
      db,
      sql`select s.status from subscriptions s where s.id = ${id} and ${subscriptionInReach(reach)}`,
    );
    return rows[0]?.status ?? null;
  }

  async handover(db: Db, subscriptionId: number): Promise<HandoverRow | null> {
    const rows = await rawRows<HandoverRow>(
      db,
      sql`select created_at, accessories, note from condition_records
          where subscription_id = ${subscriptionId} and kind = 'handover'`,
    );
    return rows[0] ?? null;
  }
}
