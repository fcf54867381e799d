import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { statusesSql, statusSql } from '../../db/statuses';
import { rawRows } from '../../lib/raw-rows';
import { type Reach, subscriptionInReach } from '../staff/index';
import { overdueSql } from '../subscriptions/index';

export interface OrderRow {
  /** The reserved unit's day of arrival (expected stock), or null. */
  ready_on: string | null;
  delivery_on: string | null;
  delivery_from: string | null;
  delivery_to: string | null;
  id: number;
  created_at: string | Date;
  client_id: number;
  phone: string;
  first_name: string;
  last_name: string;
  patronymic: string;
  birthdate: string | null;
  model_ru: string;
  model_en: string;
  term: number;
  insurance: boolean;
  delivery: 'delivery' | 'pickup';
  office_id: number | null;
  office_ru: string | null;
  office_en: string | null;
  city_id: number;
  city_ru: string;
  city_en: string;
  delivery_address: string | null;
  serial: string | null;
  payment: 'success' | 'fail' | 'processing' | null;
  monthly_total: number;
  first_payment: number;
  /** A newer model (docs/decisions/056): the subscription whose device comes back at this hand-over. */
  replaces_id: number | null;
  replaces_serial: string | null;
}

/** Which orders a person sees: every one, or an operator's offices (pickups) and their cities (deliveries). */
const ORDER_COLUMNS = sql`s.id, s.created_at, c.id as client_id, c.phone, c.first_name, c.last_name, c.patronymic,
  c.birthdate::text as birthdate, m.name_ru as model_ru, m.name_en as model_en, s.term, s.insurance, s.delivery,
  s.office_id, o.name_ru as office_ru, o.name_en as office_en, s.city_id, ci.name_ru as city_ru, ci.name_en as city_en,
  s.delivery_address, u.serial, p.status as payment, s.monthly_total, s.first_payment,
  s.delivery_on::text as delivery_on, s.delivery_from, s.delivery_to,
  case when u.state = 'reserved' then u.available_from::text end as ready_on,
  s.replaces_id, coalesce((select r.serial from device_units r where r.subscription_id = s.replaces_id),
    (select r.serial from subscriptions r where r.id = s.replaces_id)) as replaces_serial`;

const ORDER_FROM = sql`from subscriptions s
  join clients c on c.id = s.client_id
  join models m on m.id = s.model_id
  join cities ci on ci.id = s.city_id
  left join pickup_offices o on o.id = s.office_id
  left join device_units u on u.subscription_id = s.id
  left join payments p on p.subscription_id = s.id and p.period = 1 and p.type = 'subscription'`;

/** The hand-over queue and an order at the counter (status 1), as the staff app shows them. */
export class OrdersDeskRepository {
  /** Waiting orders, by office (deliveries last), oldest first; `q` is phone digits, a name or an order number. */
  waiting(db: Db, reach: Reach, office: number | undefined, q: string | undefined): Promise<OrderRow[]> {
    const digits = q?.replace(/\D/g, '') ?? '';
    const search = !q
      ? sql``
      : sql`and (${/^\d{1,9}$/.test(q) ? sql`s.id = ${Number(q)} or` : sql``}
          (${digits.length >= 3 ? sql`c.phone like ${`%${digits}%`}` : sql`false`})
          or (c.first_name || ' ' || c.last_name) ilike ${`%${q}%`}
          or (c.last_name || ' ' || c.first_name) ilike ${`%${q}%`})`;
    return rawRows<OrderRow>(
      db,
      sql`select ${ORDER_COLUMNS} ${ORDER_FROM}
          where s.status = ${statusSql(SUBSCRIPTION_STATUS.created)}
          ${office === undefined ? sql`` : sql`and s.office_id = ${office}`} and ${subscriptionInReach(reach)} ${search}
          order by s.office_id nulls last, s.created_at, s.id
          limit 200`,
    );
  }

  /** Devices due back (status 4) within reach: what the returns list shows without a search. */
  async returnsWaiting(db: Db, reach: Reach): Promise<number> {
    const [row] = await rawRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from subscriptions s
          where s.status = ${statusSql(SUBSCRIPTION_STATUS.refusal)} and ${subscriptionInReach(reach)}`,
    );
    return Number(row?.n ?? 0);
  }

  /** Devices not back after their due-back day and the grace, within reach (docs/decisions/053). */
  async overdueReturns(db: Db, reach: Reach, today: string, graceDays: number): Promise<number> {
    const [row] = await rawRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from subscriptions s
          where ${overdueSql('s', graceDays, today)} and ${subscriptionInReach(reach)}`,
    );
    return Number(row?.n ?? 0);
  }

  /** Failed payments of running subscriptions within reach, the oldest first. */
  failedPayments(db: Db, reach: Reach, limit: number) {
    return rawRows<{
      payment_id: number;
      client_id: number;
      first_name: string;
      last_name: string;
      phone: string;
      subscription_id: number;
      amount: number;
      since: string | Date;
    }>(
      db,
      sql`select p.id as payment_id, c.id as client_id, c.first_name, c.last_name, c.phone,
                 s.id as subscription_id, p.amount, p.updated_at as since
          from payments p join subscriptions s on s.id = p.subscription_id join clients c on c.id = s.client_id
          where p.status = 'fail' and s.status in ${statusesSql(SUBSCRIPTION_STATUS.active, SUBSCRIPTION_STATUS.pending)}
            and ${subscriptionInReach(reach)}
          order by p.updated_at, p.id
          limit ${limit}`,
    );
  }

  async one(db: Db, reach: Reach, id: number): Promise<OrderRow | null> {
    const rows = await rawRows<OrderRow>(
      db,
      sql`select ${ORDER_COLUMNS} ${ORDER_FROM}
          where s.id = ${id} and s.status = ${statusSql(SUBSCRIPTION_STATUS.created)} and ${subscriptionInReach(reach)}`,
    );
    return rows[0] ?? null;
  }

  extras(db: Db, subscriptionId: number) {
    return rawRows<{ name_ru: string; name_en: string; billing: 'monthly' | 'once'; price: number }>(
      db,
      sql`select e.name_ru, e.name_en, se.billing, se.price
          from subscription_extras se join extras e on e.id = se.extra_id
          where se.subscription_id = ${subscriptionId} order by e.id`,
    );
  }

  /**
   * The unit reserved for the order, then free units of its model in its city here on `today` (its
   * office's first); an expected unit not yet arrived cannot go out instead (docs/decisions/051).
   */
  units(db: Db, subscriptionId: number, today: string) {
    return rawRows<{
      serial: string;
      imei: string | null;
      reserved: boolean;
      office_ru: string | null;
      office_en: string | null;
    }>(
      db,
      sql`select u.serial, u.imei, u.subscription_id is not null as reserved, o.name_ru as office_ru, o.name_en as office_en
          from subscriptions s
          join device_units u on u.model_id = s.model_id and u.city_id = s.city_id
          left join pickup_offices o on o.id = u.office_id
          where s.id = ${subscriptionId} and (u.subscription_id = s.id
            or (u.state = 'available' and (u.available_from is null or u.available_from <= ${today}::date)))
          order by (u.subscription_id = s.id) desc nulls last, (u.office_id = s.office_id) desc nulls last, u.serial
          limit 30`,
    );
  }
}
