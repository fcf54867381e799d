import { sql } from 'drizzle-orm';

/**
 * The lines of the monthly payments a claim statement just wrote (docs/decisions/054), as more CTEs
 * of that statement: it names its `insert … returning id, subscription_id, amount, …` CTE `inserted`.
 * From the subscription's stored amounts: the rent, insurance, each monthly extra and the monthly
 * discount (negative). The rent line is what is left of the amount once the others are taken off, so
 * the lines always add up to the payment; lines of 0 are left out.
 */
export const MONTHLY_LINES = sql.raw(`monthly_extras as (
            select e.subscription_id, e.extra_id, e.price from subscription_extras e
            where e.billing = 'monthly' and e.subscription_id in (select subscription_id from inserted)),
          parts as (
            select i.id as payment_id, 0 as sort, 'subscription'::text as kind, null::integer as extra_id,
                   jsonb_build_object('term', s.term) as detail,
                   i.amount - s.insurance_monthly + s.discount
                     - coalesce((select sum(x.price) from monthly_extras x where x.subscription_id = s.id), 0)::integer
                     as amount
            from inserted i join subscriptions s on s.id = i.subscription_id
            union all
            select i.id, 1, 'insurance', null, null, s.insurance_monthly
            from inserted i join subscriptions s on s.id = i.subscription_id
            union all
            select i.id, 2, 'extra', x.extra_id, null, x.price
            from inserted i join monthly_extras x on x.subscription_id = i.subscription_id
            union all
            select i.id, 3, 'discount', null, null, -s.discount
            from inserted i join subscriptions s on s.id = i.subscription_id),
          lines as (
            insert into payment_lines (payment_id, position, kind, extra_id, detail, amount)
            select payment_id, (row_number() over (partition by payment_id order by sort, extra_id) - 1)::integer,
                   kind, extra_id, detail, amount
            from parts where amount <> 0
            returning payment_id)`);
