import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { statusesSql, statusSql } from '../../db/statuses';
import { rawRows } from '../../lib/raw-rows';
import type { ChargeClaim, StalePayment } from '../payments/index';
import { MONTHLY_LINES } from './monthly-lines';

interface ClaimRow {
  id: number;
  amount: number;
  card_id: number | null;
  attempts: number;
  sent_attempts?: number;
}

const toClaim = (row: ClaimRow): ChargeClaim => ({
  paymentId: Number(row.id),
  attempt: Number(row.attempts),
  amount: Number(row.amount),
  cardId: row.card_id === null ? null : Number(row.card_id),
});

const { active, pending, refusal } = SUBSCRIPTION_STATUS;

/** The client's active card at the moment of the claim. */
const activeCard = (client: SQL) =>
  sql`(select c.id from cards c where c.client_id = ${client} and c.active and c.removed_at is null limit 1)`;

/**
 * The billing job's claims. Each is one statement: rows are locked with FOR UPDATE SKIP LOCKED, so
 * several api processes share the work, and payment rows are written with their unique key
 * (subscription, period, type), so a period is charged once whatever runs at the same time.
 */
export class BillingRepository {
  constructor(
    private readonly db: Db,
    /** RETURN_GRACE_DAYS: the days after the due-back day before late months are charged. */
    private readonly graceDays: number,
  ) {}

  /**
   * Subscriptions due by `today` without a payment for their period: a payment row each, try 1.
   * Monthly periods: status 2 only (a pause or a refusal stops charges), and no period past the term.
   * Late months (docs/decisions/053): a device not back within the grace after its due-back day (the
   * term's end in status 2, the return date in status 4) is charged a month at the monthly rate for
   * each started month, as the next period; its payment's `due_at` is the day it became due.
   */
  async claimDue(today: string, limit: number, gateway: string): Promise<ChargeClaim[]> {
    const grace = sql`${this.graceDays}::int + 1`;
    const rows = await rawRows<ClaimRow>(
      this.db,
      sql`with due as (
            select s.id, s.client_id, s.billing_period, s.monthly_total,
                   case when s.status = ${statusSql(active)} and s.billing_period <= s.periods_before + s.term then s.next_payment_date
                        else greatest(s.next_payment_date, coalesce(
                          case when s.status = ${statusSql(active)} then s.end_date else s.return_date end
                          + ${grace}, s.next_payment_date)) end as due_on
            from subscriptions s
            where s.next_payment_date <= ${today}::date
              and ((s.status = ${statusSql(active)} and s.billing_period <= s.periods_before + s.term)
                or (s.status = ${statusSql(active)} and s.billing_period > s.periods_before + s.term and s.end_date + ${grace} <= ${today}::date)
                or (s.status = ${statusSql(refusal)} and s.return_date + ${grace} <= ${today}::date))
              and not exists (select 1 from payments p
                where p.subscription_id = s.id and p.period = s.billing_period and p.type = 'subscription')
            order by s.next_payment_date, s.id
            limit ${limit}
            for update of s skip locked),
          inserted as (
          insert into payments (client_id, subscription_id, period, type, status, amount, card_id, gateway, attempts, due_at)
          select due.client_id, due.id, due.billing_period, 'subscription', 'processing', due.monthly_total,
                 ${activeCard(sql.raw('due.client_id'))}, ${gateway}, 1,
                 due.due_on::timestamp at time zone 'Asia/Bishkek'
          from due
          where due.due_on <= ${today}::date
          on conflict (subscription_id, period, type) do nothing
          returning id, subscription_id, amount, card_id, attempts),
          ${MONTHLY_LINES}
          select id, amount, card_id, attempts from inserted`,
    );
    return rows.map(toClaim);
  }

  /**
   * Soft-declined payments whose next try is due: the next try, with the card active now. Those of a
   * running subscription, and a claim's whatever its subscription's state (docs/decisions/059).
   */
  async claimRetries(now: Date, limit: number): Promise<ChargeClaim[]> {
    const rows = await rawRows<ClaimRow>(
      this.db,
      sql`with due as (
            select p.id from payments p
            where p.status = 'fail' and p.next_attempt_at <= ${now.toISOString()}::timestamptz
              and (p.subscription_id is null or p.claim_id is not null or exists (select 1 from subscriptions s
                where s.id = p.subscription_id
                and s.status in ${statusesSql(active, pending, refusal)}))
            order by p.next_attempt_at, p.id
            limit ${limit}
            for update of p skip locked)
          update payments p set status = 'processing', attempts = p.attempts + 1, next_attempt_at = null,
                 updated_at = now(), card_id = ${activeCard(sql.raw('p.client_id'))}
          from due where p.id = due.id
          returning p.id, p.amount, p.card_id, p.attempts`,
    );
    return rows.map(toClaim);
  }

  /** Payments "processing" since before `cutoff`, leased for reconciliation (updated_at is the lease). */
  async claimStale(cutoff: Date, limit: number): Promise<StalePayment[]> {
    const rows = await rawRows<ClaimRow>(
      this.db,
      sql`with stale as (
            select id from payments
            where status = 'processing' and updated_at <= ${cutoff.toISOString()}::timestamptz
            order by updated_at, id
            limit ${limit}
            for update skip locked)
          update payments p set updated_at = now() from stale where p.id = stale.id
          returning p.id, p.amount, p.card_id, p.attempts, p.sent_attempts`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      attempts: Number(row.attempts),
      sentAttempts: Number(row.sent_attempts),
      amount: Number(row.amount),
      cardId: row.card_id === null ? null : Number(row.card_id),
    }));
  }
}
