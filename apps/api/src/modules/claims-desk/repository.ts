import { CLAIM_OPEN_STATUSES, type TClaimStatus, todayInBishkek } from '@ijara/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rawRows } from '../../lib/raw-rows';
import { type Reach, subscriptionInReach } from '../staff/index';

/** A claim's row as the staff lists read it. */
export interface DeskClaimRow {
  id: number;
  subscription_id: number;
  client_id: number;
  first_name: string;
  last_name: string;
  phone: string;
  model_ru: string;
  model_en: string;
  serial: string | null;
  kind: 'broken' | 'lost' | 'stolen';
  status: TClaimStatus;
  source: 'client' | 'return';
  happened_at: string | Date;
  reported_at: string | Date;
  late: boolean;
  insured: boolean;
  office_ru: string | null;
  office_en: string | null;
  city_ru: string;
  city_en: string;
  taken_by: string | null;
  outcome: 'repair' | 'replace' | 'written_off' | 'rejected' | null;
  amount: number | null;
  version: number;
}

/** One claim with what its page shows besides the list's columns. */
export interface DeskClaimDetailRow extends DeskClaimRow {
  description: string;
  device_value: number;
  cover_applies: boolean | null;
  repair_cost: number | null;
  computed_amount: number | null;
  reason: string | null;
  decided_by: string | null;
  decided_at: string | Date | null;
  unit_id: number | null;
  replaced_serial: string | null;
  replacement_serial: string | null;
  s_status: number;
  s_insurance: boolean;
  s_device_value: number;
  term: number;
  start_date: string | null;
  end_date: string | null;
  handed_over_at: string | Date | null;
  delivery: 'delivery' | 'pickup';
  model_id: number;
  city_id: number;
  office_id: number | null;
  payment_id: number | null;
  payment_status: 'success' | 'fail' | 'processing' | null;
}

const COLUMNS = sql`c.id, c.subscription_id, c.client_id, cl.first_name, cl.last_name, cl.phone,
  m.name_ru as model_ru, m.name_en as model_en, s.serial, c.kind, c.status, c.source,
  c.happened_at, c.reported_at, c.late, c.insured, o.name_ru as office_ru, o.name_en as office_en,
  ci.name_ru as city_ru, ci.name_en as city_en, st.name as taken_by, c.outcome, c.amount, c.version`;

const FROM = sql`from claims c
  join subscriptions s on s.id = c.subscription_id
  join clients cl on cl.id = c.client_id
  join models m on m.id = s.model_id
  join cities ci on ci.id = s.city_id
  left join pickup_offices o on o.id = s.office_id
  left join staff st on st.id = c.taken_by`;

const statusList = (statuses: readonly string[]): SQL =>
  sql`(${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** The SQL of the staff's claims: lists within reach, one claim's page, its files and evidence. */
export class ClaimsDeskRepository {
  list(
    db: Db,
    reach: Reach,
    filter: { status?: TClaimStatus | undefined; office?: number | undefined },
    limit: number,
  ): Promise<DeskClaimRow[]> {
    const statuses = filter.status ? [filter.status] : CLAIM_OPEN_STATUSES;
    return rawRows<DeskClaimRow>(
      db,
      sql`select ${COLUMNS} ${FROM}
          where ${subscriptionInReach(reach)} and c.status in ${statusList(statuses)}
            ${filter.office === undefined ? sql`` : sql`and s.office_id = ${filter.office}`}
          order by c.reported_at desc, c.id desc
          limit ${limit}`,
    );
  }

  async one(db: Db, reach: Reach, id: number): Promise<DeskClaimDetailRow | null> {
    const [row] = await rawRows<DeskClaimDetailRow>(
      db,
      sql`select ${COLUMNS}, c.description, c.device_value, c.cover_applies, c.repair_cost,
            c.computed_amount, c.reason, sd.name as decided_by, c.decided_at, c.unit_id,
            cu.serial as replaced_serial, ru.serial as replacement_serial,
            s.status as s_status, s.insurance as s_insurance, s.device_value as s_device_value, s.term,
            s.start_date::text as start_date, s.end_date::text as end_date, s.handed_over_at, s.delivery,
            s.model_id, s.city_id, s.office_id, p.id as payment_id, p.status as payment_status
          ${FROM}
          left join staff sd on sd.id = c.decided_by
          left join device_units cu on cu.id = c.unit_id
          left join device_units ru on ru.id = c.replacement_unit_id
          left join payments p on p.claim_id = c.id
          where c.id = ${id} and ${subscriptionInReach(reach)}`,
    );
    return row ?? null;
  }

  /** Whether the claim is within the person's reach (take and decide check it first). */
  async inReach(db: Db, reach: Reach, id: number): Promise<boolean> {
    const rows = await rawRows<{ id: number }>(
      db,
      sql`select c.id from claims c join subscriptions s on s.id = c.subscription_id
          where c.id = ${id} and ${subscriptionInReach(reach)}`,
    );
    return rows.length > 0;
  }

  files(db: Db, claimId: number) {
    return rawRows<{ id: number; role: 'photo' | 'report'; type: 'image' | 'pdf' }>(
      db,
      sql`select id, role, type from claim_files where claim_id = ${claimId} order by role, position`,
    );
  }

  /** A claim's file within reach. */
  async file(db: Db, reach: Reach, fileId: number) {
    const [row] = await rawRows<{
      type: 'image' | 'pdf';
      bytes: Buffer | Uint8Array;
      thumb: Buffer | Uint8Array | null;
    }>(
      db,
      sql`select f.type, f.bytes, f.thumb from claim_files f
          join claims c on c.id = f.claim_id join subscriptions s on s.id = c.subscription_id
          where f.id = ${fileId} and ${subscriptionInReach(reach)}`,
    );
    return row ?? null;
  }

  /** A condition photo of a subscription that has a claim within reach. */
  async conditionPhoto(db: Db, reach: Reach, photoId: number) {
    const [row] = await rawRows<{ bytes: Buffer | Uint8Array; thumb: Buffer | Uint8Array }>(
      db,
      sql`select p.bytes, p.thumb from condition_photos p
          join condition_records r on r.id = p.record_id
          join subscriptions s on s.id = r.subscription_id
          where p.id = ${photoId} and ${subscriptionInReach(reach)}
            and exists (select 1 from claims c where c.subscription_id = s.id)`,
    );
    return row ?? null;
  }

  /** The condition records of the subscription (hand-over, return) and their photos' ids. */
  conditions(db: Db, subscriptionId: number) {
    return rawRows<{
      kind: 'handover' | 'return';
      created_at: string | Date;
      staff_name: string | null;
      imei: string | null;
      accessories: string[];
      note: string;
      outcome: 'ok' | 'damaged' | null;
      photo_ids: number[] | null;
    }>(
      db,
      sql`select r.kind, r.created_at, st.name as staff_name, r.imei, r.accessories, r.note, r.outcome,
            (select array_agg(p.id order by p.position) from condition_photos p where p.record_id = r.id) as photo_ids
          from condition_records r left join staff st on st.id = r.staff_id
          where r.subscription_id = ${subscriptionId}
          order by r.created_at`,
    );
  }

  /** Free units of the model here now: at the office (a pickup), in the city (a delivery). */
  freeUnits(
    db: Db,
    row: Pick<DeskClaimDetailRow, 'model_id' | 'city_id' | 'office_id' | 'delivery'>,
    now: Date,
  ) {
    const today = todayInBishkek(now);
    return rawRows<{
      serial: string;
      imei: string | null;
      office_ru: string | null;
      office_en: string | null;
    }>(
      db,
      sql`select u.serial, u.imei, o.name_ru as office_ru, o.name_en as office_en
          from device_units u left join pickup_offices o on o.id = u.office_id
          where u.model_id = ${row.model_id} and u.city_id = ${row.city_id} and u.state = 'available'
            and (u.available_from is null or u.available_from <= ${today}::date)
            ${row.delivery === 'pickup' ? sql`and u.office_id = ${row.office_id}` : sql``}
          order by u.serial
          limit 50`,
    );
  }
}
