import type { Locale } from '@ijara/contract';
import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jsonbPlaceholder, jsonbText, reusable } from '../../db/prepared';
import { clientLanguages, notices } from '../../db/schema/index';
import { statusesSql, statusSql } from '../../db/statuses';
import { rawRows } from '../../lib/raw-rows';
import type { Recipient } from './channels/types';
import type { NoticeDevice, NoticeKind, NoticeValues, StoredNotice } from './kinds';

export type NewNotice = {
  [K in NoticeKind]: { clientId: number; kind: K; dedupeKey: string; values: NoticeValues[K] };
}[NoticeKind];

/** A notice claimed for try `attempt`. */
export type ClaimedNotice = StoredNotice & { id: number; clientId: number; attempt: number };

export interface Addressee {
  recipient: Recipient;
  locale: Locale;
  communication: string | null;
  advertising: boolean;
  erased: boolean;
}

interface ClaimRow {
  id: number;
  client_id: number;
  kind: NoticeKind;
  values: unknown;
  attempts: number;
}

const iso = (at: Date) => at.toISOString();

const { active, pending, refusal } = SUBSCRIPTION_STATUS;
/** Running subscriptions: active, paused or unsubscribed but not yet returned. */
const RUNNING = statusesSql(active, pending, refusal);

/** The SQL of the notices outbox: writing, claiming with SKIP LOCKED, and the outcome of each try. */
const noticeInsert = reusable((db) =>
  db
    .insert(notices)
    .values({
      clientId: sql.placeholder('clientId'),
      kind: sql.placeholder('kind'),
      dedupeKey: sql.placeholder('dedupeKey'),
      values: jsonbPlaceholder('values'),
      nextAttemptAt: sql`${sql.placeholder('nextAttemptAt')}::timestamptz`,
    })
    .onConflictDoNothing({ target: notices.dedupeKey })
    .returning({ id: notices.id })
    .prepare('notice_insert'),
);

export class NoticeRepository {
  constructor(readonly db: Db) {}

  /**
   * One row per dedupe key: a second write of the same notice changes nothing. Named: every settled
   * charge writes one (parsed once per connection).
   */
  async insert(tx: Db, notice: NewNotice, now: Date): Promise<boolean> {
    const rows = await noticeInsert(tx).execute({
      ...notice,
      values: jsonbText(notice.values),
      nextAttemptAt: iso(now),
    });
    return rows.length > 0;
  }

  /**
   * Takes a notice's dedupe key before its event, as `skipped` with `reason`, so the notice is never
   * written as pending (insert() of that key changes nothing). False when the key was taken before.
   */
  async withhold(
    tx: Db,
    notice: { clientId: number; kind: NoticeKind; dedupeKey: string; values: object },
    reason: string,
    now: Date,
  ): Promise<boolean> {
    const rows = await tx
      .insert(notices)
      .values({ ...notice, status: 'skipped', lastError: reason, nextAttemptAt: now })
      .onConflictDoNothing({ target: notices.dedupeKey })
      .returning({ id: notices.id });
    return rows.length > 0;
  }

  /**
   * Pending notices due by `now` (of `clientId` only, when given), each leased to this process until
   * `leaseUntil` with its try counted, in one statement: rows another process holds are skipped.
   */
  async claim(now: Date, leaseUntil: Date, limit: number, clientId?: number): Promise<ClaimedNotice[]> {
    const ofClient = clientId === undefined ? sql`` : sql`and client_id = ${clientId}`;
    const rows = await rawRows<ClaimRow>(
      this.db,
      sql`with due as (
            select id from notices
            where status = 'pending' and next_attempt_at <= ${iso(now)}::timestamptz ${ofClient}
            order by next_attempt_at, id
            limit ${limit}
            for update skip locked)
          update notices n set attempts = n.attempts + 1, next_attempt_at = ${iso(leaseUntil)}::timestamptz,
                 updated_at = now()
          from due where n.id = due.id
          returning n.id, n.client_id, n.kind, n.values, n.attempts`,
    );
    // UPDATE … RETURNING keeps no order: by id, a person's notices go out in the order they were made.
    return rows
      .map(
        (row) =>
          ({
            id: Number(row.id),
            clientId: Number(row.client_id),
            kind: row.kind,
            values: typeof row.values === 'string' ? JSON.parse(row.values) : row.values,
            attempt: Number(row.attempts),
          }) as ClaimedNotice,
      )
      .sort((a, b) => a.id - b.id);
  }

  /** The try's outcome; only the process holding try `attempt` writes it. */
  async finish(
    notice: { id: number; attempt: number },
    outcome:
      | { status: 'sent'; channel: string; lastError: string | null }
      | { status: 'failed' | 'skipped'; lastError: string }
      | { status: 'pending'; lastError: string; nextAttemptAt: Date },
  ): Promise<void> {
    await this.db
      .update(notices)
      .set({
        status: outcome.status,
        lastError: outcome.lastError,
        ...(outcome.status === 'sent' ? { channel: outcome.channel, sentAt: sql`now()` } : {}),
        ...(outcome.status === 'pending' ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(notices.id, notice.id), eq(notices.attempts, notice.attempt)));
  }

  /** Who the notice goes to and how: contacts, language, preference, consent. */
  async addressee(clientId: number): Promise<Addressee | null> {
    const [row] = await rawRows<{
      id: number;
      phone: string;
      email: string;
      email_verified: boolean;
      communication: string | null;
      advertising: boolean;
      erased: boolean;
      locale: Locale | null;
      chat_id: string | null;
    }>(
      this.db,
      sql`select c.id, c.phone, c.email, c.email_verified, c.communication, c.advertising,
                 c.erased_at is not null as erased, l.locale,
                 (select t.chat_id from telegram_tickets t
                   where t.client_id = c.id and t.confirmed_at is not null and t.chat_id is not null
                   order by t.confirmed_at desc limit 1) as chat_id
          from clients c left join client_languages l on l.client_id = c.id
          where c.id = ${clientId}`,
    );
    if (!row) return null;
    return {
      recipient: {
        clientId: Number(row.id),
        phone: row.phone,
        email: row.email_verified && row.email ? row.email : null,
        telegramChatId: row.chat_id,
      },
      locale: row.locale ?? 'ru',
      communication: row.communication,
      advertising: row.advertising,
      erased: row.erased,
    };
  }

  /**
   * Whether what the notice says is still so when it goes out (it may have waited for the morning):
   * the failed payment is still unpaid on the same try, the reminded charge still due that day, the
   * expiring card still the active one.
   */
  async stillTrue(notice: StoredNotice): Promise<boolean> {
    const check = (() => {
      switch (notice.kind) {
        case 'charge_failed':
          return sql`select 1 from payments where id = ${notice.values.paymentId}
                     and status = 'fail' and attempts = ${notice.values.attempt}`;
        case 'charge_reminder':
          return sql`select 1 from subscriptions where id = ${notice.values.subscriptionId}
                     and status = ${statusSql(SUBSCRIPTION_STATUS.active)} and next_payment_date = ${notice.values.date}::date`;
        case 'card_expiring':
          return sql`select 1 from cards where id = ${notice.values.cardId} and active and removed_at is null`;
        case 'order_ready':
          return sql`select 1 from subscriptions where id = ${notice.values.subscriptionId}
                     and status = ${statusSql(SUBSCRIPTION_STATUS.created)}`;
        case 'courier_scheduled':
          return sql`select 1 from subscriptions where id = ${notice.values.subscriptionId}
                     and status = ${statusSql(SUBSCRIPTION_STATUS.created)} and delivery_on = ${notice.values.date}::date`;
        case 'term_end':
          // Still due back that day, and not booked since (the booking's reminder says the rest).
          return sql`select 1 from subscriptions s where s.id = ${notice.values.subscriptionId}
                     and ((s.status = ${statusSql(SUBSCRIPTION_STATUS.active)} and s.end_date = ${notice.values.date}::date)
                       or (s.status = ${statusSql(SUBSCRIPTION_STATUS.refusal)} and s.return_date = ${notice.values.date}::date))
                     and not exists (select 1 from return_bookings b where b.subscription_id = s.id)`;
        case 'return_reminder':
          return sql`select 1 from subscriptions s join return_bookings b on b.subscription_id = s.id
                     where s.id = ${notice.values.subscriptionId} and b.return_on = ${notice.values.date}::date
                     and s.status in ${statusesSql(SUBSCRIPTION_STATUS.active, SUBSCRIPTION_STATUS.refusal)}`;
        case 'charge_succeeded':
        case 'order_cancelled':
        case 'return_received':
        case 'contract':
        case 'claim_received':
        case 'claim_decided':
        case 'claim_closed':
        case 'claim_paid':
          return null;
      }
    })();
    if (check === null) return true;
    return (await rawRows(this.db, check)).length > 0;
  }

  /**
   * The device a charge notice is about: its subscription's model, named when the notice goes out (the
   * rows written before notices named devices have it too). Null for other notices and for a payment
   * without a subscription.
   */
  async deviceOf(notice: StoredNotice): Promise<NoticeDevice | null> {
    const subscription = (() => {
      switch (notice.kind) {
        case 'charge_reminder':
        case 'term_end':
        case 'return_reminder':
        case 'return_received':
        case 'contract':
        case 'claim_received':
        case 'claim_decided':
        case 'claim_closed':
        case 'claim_paid':
          return sql`${notice.values.subscriptionId}`;
        case 'charge_failed':
        case 'charge_succeeded':
          return sql`(select subscription_id from payments where id = ${notice.values.paymentId})`;
        default:
          return null;
      }
    })();
    if (subscription === null) return null;
    const [row] = await rawRows<{ name_ru: string; name_en: string }>(
      this.db,
      sql`select m.name_ru, m.name_en from subscriptions s join models m on m.id = s.model_id
          where s.id = ${subscription}`,
    );
    return row ? { ru: row.name_ru, en: row.name_en } : null;
  }

  /** Reminders of charges due after `today` and by `today + days`: one per (subscription, date). */
  async insertReminders(today: string, days: number, now: Date): Promise<number> {
    const rows = await rawRows<{ id: number }>(
      this.db,
      sql`insert into notices (client_id, kind, dedupe_key, values, next_attempt_at)
          select s.client_id, 'charge_reminder',
                 'charge-reminder:' || s.id || ':' || to_char(s.next_payment_date, 'YYYY-MM-DD'),
                 jsonb_build_object('subscriptionId', s.id, 'amount', s.monthly_total,
                   'date', to_char(s.next_payment_date, 'YYYY-MM-DD'), 'card', c.masked_pan),
                 ${iso(now)}::timestamptz
          from subscriptions s
          left join cards c on c.client_id = s.client_id and c.active and c.removed_at is null
          where s.status = ${statusSql(SUBSCRIPTION_STATUS.active)} and s.billing_period <= s.periods_before + s.term
            and s.next_payment_date > ${today}::date and s.next_payment_date <= ${today}::date + ${days}::int
          on conflict (dedupe_key) do nothing
          returning id`,
    );
    return rows.length;
  }

  /**
   * Term-end notices (docs/decisions/053): subscriptions due back (status 2: the term's end; 4: the
   * return date) after `today` and by `today + days`, with no return booked: one per (subscription,
   * due-back day, `days`), so the first and the last notice go once each, a missed day caught up.
   */
  async insertTermEnds(
    today: string,
    days: number,
    notBefore: number,
    graceDays: number,
    now: Date,
  ): Promise<number> {
    const rows = await rawRows<{ id: number }>(
      this.db,
      sql`with due as (
            select s.id, s.client_id, s.monthly_total,
                   case when s.status = ${statusSql(SUBSCRIPTION_STATUS.active)} then s.end_date else s.return_date end as due_back
            from subscriptions s
            where s.status in ${statusesSql(SUBSCRIPTION_STATUS.active, SUBSCRIPTION_STATUS.refusal)}
              and not exists (select 1 from return_bookings b where b.subscription_id = s.id))
          insert into notices (client_id, kind, dedupe_key, values, next_attempt_at)
          select due.client_id, 'term_end',
                 'term-end:' || due.id || ':' || to_char(due.due_back, 'YYYY-MM-DD') || ':' || ${days}::int,
                 jsonb_build_object('subscriptionId', due.id, 'date', to_char(due.due_back, 'YYYY-MM-DD'),
                   'last', to_char(due.due_back + ${graceDays}::int, 'YYYY-MM-DD'), 'days', ${days}::int,
                   'amount', due.monthly_total),
                 ${iso(now)}::timestamptz
          from due
          where due.due_back > ${today}::date + ${notBefore}::int and due.due_back <= ${today}::date + ${days}::int
          on conflict (dedupe_key) do nothing
          returning id`,
    );
    return rows.length;
  }

  /** Reminders of returns booked for tomorrow: one per (subscription, day). */
  async insertReturnReminders(today: string, now: Date): Promise<number> {
    const rows = await rawRows<{ id: number }>(
      this.db,
      sql`insert into notices (client_id, kind, dedupe_key, values, next_attempt_at)
          select s.client_id, 'return_reminder',
                 'return-reminder:' || s.id || ':' || to_char(b.return_on, 'YYYY-MM-DD'),
                 jsonb_build_object('subscriptionId', s.id, 'date', to_char(b.return_on, 'YYYY-MM-DD'),
                   'address', b.address,
                   'office', case when o.id is null then null else jsonb_build_object(
                     'name', jsonb_build_object('ru', o.name_ru, 'en', o.name_en),
                     'address', jsonb_build_object('ru', o.address_ru, 'en', o.address_en),
                     'hours', jsonb_build_object('ru', o.hours_ru, 'en', o.hours_en)) end),
                 ${iso(now)}::timestamptz
          from return_bookings b join subscriptions s on s.id = b.subscription_id
          left join pickup_offices o on o.id = b.office_id
          where b.return_on = ${today}::date + 1
            and s.status in ${statusesSql(SUBSCRIPTION_STATUS.active, SUBSCRIPTION_STATUS.refusal)}
          on conflict (dedupe_key) do nothing
          returning id`,
    );
    return rows.length;
  }

  /** What a closed subscription still owes: its payments that failed and were not paid since. */
  async owedBy(tx: Db, subscriptionId: number): Promise<number> {
    const [row] = await rawRows<{ owed: number | string | null }>(
      tx,
      sql`select coalesce(sum(amount), 0) as owed from payments
          where subscription_id = ${subscriptionId} and status in ('fail', 'processing')`,
    );
    return Number(row?.owed ?? 0);
  }

  /**
   * Active cards whose last valid month ends before a running subscription's next charge: one notice
   * per (card, expiry), naming the earliest such charge.
   */
  async insertExpiringCards(now: Date): Promise<number> {
    const rows = await rawRows<{ id: number }>(
      this.db,
      sql`insert into notices (client_id, kind, dedupe_key, values, next_attempt_at)
          select c.client_id, 'card_expiring', 'card-expiring:' || c.id || ':' || c.expiry,
                 jsonb_build_object('cardId', c.id, 'card', c.masked_pan, 'expiry', c.expiry,
                   'date', to_char(min(s.next_payment_date), 'YYYY-MM-DD')),
                 ${iso(now)}::timestamptz
          from cards c
          join subscriptions s on s.client_id = c.client_id and s.status = ${statusSql(SUBSCRIPTION_STATUS.active)}
            and s.billing_period <= s.periods_before + s.term
          where c.active and c.removed_at is null
            and s.next_payment_date >= case when c.expiry ~ '^(0[1-9]|1[0-2])/[0-9]{2}$' then
                  (make_date(2000 + substr(c.expiry, 4, 2)::int, substr(c.expiry, 1, 2)::int, 1)
                   + interval '1 month')::date end
          group by c.id, c.client_id, c.masked_pan, c.expiry
          on conflict (dedupe_key) do nothing
          returning id`,
    );
    return rows.length;
  }

  /** Whether the subscription of a payment is running (status 2–4), not an order still at checkout. */
  async subscriptionRunning(tx: Db, subscriptionId: number): Promise<boolean> {
    const rows = await rawRows(
      tx,
      sql`select 1 from subscriptions where id = ${subscriptionId} and status in ${RUNNING}`,
    );
    return rows.length > 0;
  }

  /** The client has a verified e-mail address (what the contract's e-mail needs, docs/decisions/057). */
  async emailVerified(tx: Db, clientId: number): Promise<boolean> {
    const rows = await rawRows(
      tx,
      sql`select 1 from clients where id = ${clientId} and email_verified and email <> '' and erased_at is null`,
    );
    return rows.length > 0;
  }

  /** A pickup order still waiting for its hand-over: the office (both languages) and the day it was made. */
  async waitingPickup(tx: Db, subscriptionId: number) {
    const [row] = await rawRows<{
      name_ru: string;
      address_ru: string;
      name_en: string;
      address_en: string;
      created_at: string | Date;
      ready_on: string | null;
    }>(
      tx,
      sql`select o.name_ru, o.address_ru, o.name_en, o.address_en, s.created_at,
            (select u.available_from::text from device_units u
             where u.subscription_id = s.id and u.state = 'reserved') as ready_on
          from subscriptions s join pickup_offices o on o.id = s.office_id
          where s.id = ${subscriptionId} and s.status = ${statusSql(SUBSCRIPTION_STATUS.created)} and s.delivery = 'pickup'`,
    );
    return row ?? null;
  }

  /** Keeps the client's language; writes only when it changed. */
  async rememberLanguage(clientId: number, locale: Locale): Promise<void> {
    await this.db
      .insert(clientLanguages)
      .values({ clientId, locale })
      .onConflictDoUpdate({
        target: clientLanguages.clientId,
        set: { locale, updatedAt: sql`now()` },
        setWhere: sql`${clientLanguages.locale} <> ${locale}`,
      });
  }
}
