import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, cards, notices, notifications } from '../../db/schema/index';
import { rawRows } from '../../lib/raw-rows';
import { type Reach, subscriptionInReach } from '../staff/index';

export interface ClientRow {
  id: number;
  phone: string;
  first_name: string;
  last_name: string;
  patronymic: string;
  birthdate: string | null;
  email: string;
  forbidden: boolean;
  delete_personal_data: boolean;
  created_at: string | Date;
  city_ru: string | null;
  city_en: string | null;
  company_ru: string | null;
  company_en: string | null;
  company_id: number | null;
  company_verified_by: 'list' | 'staff' | null;
}

export const FORBID_ACTIONS = ['client.forbidden', 'client.allowed'] as const;

/** Operators reach a client through a subscription at their offices (orders' reach, staff module). */
function clientInReach(reach: Reach): SQL {
  if (reach.all) return sql``;
  return sql`and exists (select 1 from subscriptions s where s.client_id = c.id and ${subscriptionInReach(reach)})`;
}

/** LIKE's own characters in what a person typed match themselves. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** "0555 12…" as typed locally is "996555 12…" as stored: the leading 0 is dropped. */
function phoneDigits(q: string): string {
  const digits = q.replace(/\D/g, '');
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

const CLIENT_COLUMNS = sql`c.id, c.phone, c.first_name, c.last_name, c.patronymic, c.birthdate::text as birthdate,
  c.email, c.forbidden, c.delete_personal_data, c.created_at, ci.name_ru as city_ru, ci.name_en as city_en,
  co.name_ru as company_ru, co.name_en as company_en, c.company_id,
  case when c.company_verified_at is null then null else c.company_verified_by end as company_verified_by`;

const CLIENT_FROM = sql`from clients c
  left join cities ci on ci.id = c.city_id
  left join companies co on co.id = c.company_id`;

/** Who a client is, and what they rent, paid, bound and were told, as the staff app reads it. */
export class ClientsDeskRepository {
  /** By phone digits (3 or more, any part of the number) or any part of the name; newest first. */
  search(db: Db, reach: Reach, q: string, limit: number): Promise<ClientRow[]> {
    const digits = phoneDigits(q);
    const name = contains(q);
    return rawRows<ClientRow>(
      db,
      sql`select ${CLIENT_COLUMNS} ${CLIENT_FROM}
          where ((${digits.length >= 3 ? sql`c.phone like ${`%${digits}%`}` : sql`false`})
            or (c.first_name || ' ' || c.last_name) ilike ${name}
            or (c.last_name || ' ' || c.first_name || ' ' || c.patronymic) ilike ${name})
          ${clientInReach(reach)}
          order by c.created_at desc, c.id desc
          limit ${limit}`,
    );
  }

  async one(db: Db, reach: Reach, id: number): Promise<ClientRow | null> {
    const rows = await rawRows<ClientRow>(
      db,
      sql`select ${CLIENT_COLUMNS} ${CLIENT_FROM} where c.id = ${id} ${clientInReach(reach)}`,
    );
    return rows[0] ?? null;
  }

  /** The client's flag under its row lock, when within reach; null otherwise. */
  async lock(db: Db, reach: Reach, id: number): Promise<{ forbidden: boolean } | null> {
    const rows = await rawRows<{ forbidden: boolean }>(
      db,
      sql`select c.forbidden from clients c where c.id = ${id} ${clientInReach(reach)} for update of c`,
    );
    return rows[0] ?? null;
  }

  /** The newest forbid or allow: its id is the version of the flag, its reason the reason in force. */
  async lastForbidAction(db: Db, clientId: number) {
    const [row] = await db
      .select({ id: auditLog.id, action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, clientId), inArray(auditLog.action, [...FORBID_ACTIONS])))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row ?? null;
  }

  subscriptions(db: Db, clientId: number) {
    return rawRows<{
      id: number;
      model_ru: string;
      model_en: string;
      status: number;
      start_date: string | null;
      end_date: string | null;
      monthly_total: number;
      created_at: string | Date;
    }>(
      db,
      sql`select s.id, m.name_ru as model_ru, m.name_en as model_en, s.status, s.start_date::text as start_date,
            s.end_date::text as end_date, s.monthly_total, s.created_at
          from subscriptions s join models m on m.id = s.model_id
          where s.client_id = ${clientId} order by s.id desc`,
    );
  }

  payments(db: Db, clientId: number) {
    return rawRows<{
      id: number;
      date: string | Date;
      type: 'subscription' | 'insurance' | 'delivery';
      status: 'success' | 'fail' | 'processing';
      amount: number;
      refunded_amount: number;
      bonus_used: number;
      masked_pan: string | null;
      subscription_id: number | null;
    }>(
      db,
      sql`select p.id, coalesce(p.paid_at, p.created_at) as date, p.type, p.status, p.amount, p.refunded_amount,
            p.bonus_used, k.masked_pan, p.subscription_id
          from payments p left join cards k on k.id = p.card_id
          where p.client_id = ${clientId} order by p.created_at desc, p.id desc limit 200`,
    );
  }

  cards(db: Db, clientId: number) {
    return db
      .select({
        id: cards.id,
        maskedPan: cards.maskedPan,
        brand: cards.brand,
        expiry: cards.expiry,
        active: cards.active,
        removedAt: cards.removedAt,
      })
      .from(cards)
      .where(eq(cards.clientId, clientId))
      .orderBy(desc(cards.id));
  }

  /** The notices outbox and the notifications table: what was (or is to be) sent, newest first. */
  async notices(db: Db, clientId: number, limit: number) {
    const [outbox, older] = await Promise.all([
      db
        .select({
          kind: notices.kind,
          channel: notices.channel,
          status: notices.status,
          createdAt: notices.createdAt,
          sentAt: notices.sentAt,
        })
        .from(notices)
        .where(eq(notices.clientId, clientId))
        .orderBy(desc(notices.createdAt))
        .limit(limit),
      db
        .select({
          kind: notifications.kind,
          createdAt: notifications.createdAt,
          sentAt: notifications.sentAt,
        })
        .from(notifications)
        .where(eq(notifications.clientId, clientId))
        .orderBy(desc(notifications.createdAt))
        .limit(limit),
    ]);
    return [
      ...outbox,
      ...older.map((row) => ({
        ...row,
        channel: null,
        status: row.sentAt === null ? ('pending' as const) : ('sent' as const),
      })),
    ]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
  }
}
