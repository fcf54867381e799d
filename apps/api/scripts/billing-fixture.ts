import { addDays, todayInBishkek } from '@ijara/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { rawRows } from '../src/lib/raw-rows';

/**
 * `count` clients, each with a sandbox test card (4242…, always succeeds) bound and active, and an
 * active subscription due today — in four set-based statements, so 10,000 take a second or two.
 * Needs the demo catalogue (model 1, city 1, office 1). Phones are "996700" + 6 digits from `first`.
 */
export async function seedDueSubscriptions(db: Db, count: number, first = 1): Promise<void> {
  const today = todayInBishkek();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into clients (phone, city_id, first_name, last_name)
      select '996700' || lpad(g::text, 6, '0'), 1, 'Bench', 'Client'
      from generate_series(${first}::int, ${first + count - 1}::int) g`);
    const mine = sql`(select id from clients where phone between ${phone(first)} and ${phone(first + count - 1)})`;
    await tx.execute(sql`
      insert into sandbox_gateway_cards (token, last4, brand, exp_month, exp_year, behaviour)
      select 'card_bench_' || id, '4242', 'visa', 12, 2039, 'success' from clients where id in ${mine}`);
    await tx.execute(sql`
      insert into cards (client_id, gateway, gateway_token, masked_pan, brand, expiry, active)
      select id, 'sandbox', 'card_bench_' || id, '**** 4242', 'visa', '12/39', true from clients where id in ${mine}`);
    await tx.execute(sql`
      insert into subscriptions (client_id, model_id, city_id, status, term, delivery, office_id, monthly_total,
                                 start_date, next_payment_date, billing_period)
      select id, 1, 1, 2, 12, 'pickup', 1, 250000, ${addDays(today, -30)}::date, ${today}::date, 2
      from clients where id in ${mine}`);
  });
}

function phone(n: number): string {
  return `996700${String(n).padStart(6, '0')}`;
}

export interface ChargeCounts {
  subscriptions: number;
  payments: number;
  /** Payment rows beyond the first for one subscription, period and type (the unique key forbids them). */
  duplicates: number;
  /** Subscriptions with exactly one successful payment for the period. */
  chargedOnce: number;
  /** Charges the gateway itself recorded, and successful ones beyond the first for one payment. */
  gatewayCharges: number;
  gatewayDuplicates: number;
  processing: number;
}

/** What the database says happened to the subscriptions of `seedDueSubscriptions`. */
export async function countCharges(db: Db, first: number, count: number): Promise<ChargeCounts> {
  const mine = sql`(select s.id from subscriptions s join clients c on c.id = s.client_id
                    where c.phone between ${phone(first)} and ${phone(first + count - 1)})`;
  // "ijara-pay-<payment>-<try>"
  const paymentOf = sql.raw(`split_part(g.reference, '-', 3)::int`);
  const [row = {}] = await rawRows<Record<string, number>>(
    db,
    sql`
    select
      (select count(*) from ${mine} m)::int as subscriptions,
      (select count(*) from payments where subscription_id in ${mine})::int as payments,
      (select coalesce(sum(n - 1), 0) from (select count(*) n from payments where subscription_id in ${mine}
         group by subscription_id, period, type) d)::int as duplicates,
      (select count(*) from (select subscription_id from payments where subscription_id in ${mine} and status = 'success'
         group by subscription_id, period having count(*) = 1) o)::int as charged_once,
      (select count(*) from sandbox_gateway_charges g join payments p on p.id = ${paymentOf}
         where p.subscription_id in ${mine})::int as gateway_charges,
      (select coalesce(sum(n - 1), 0) from (select count(*) n from sandbox_gateway_charges g
         join payments p on p.id = ${paymentOf}
         where p.subscription_id in ${mine} and g.status = 'succeeded' group by p.id) d)::int as gateway_duplicates,
      (select count(*) from payments where subscription_id in ${mine} and status = 'processing')::int as processing
  `,
  );
  return {
    subscriptions: Number(row.subscriptions),
    payments: Number(row.payments),
    duplicates: Number(row.duplicates),
    chargedOnce: Number(row.charged_once),
    gatewayCharges: Number(row.gateway_charges),
    gatewayDuplicates: Number(row.gateway_duplicates),
    processing: Number(row.processing),
  };
}
