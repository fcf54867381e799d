import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { type SQL, sql } from 'drizzle-orm';
import { statusSql } from '../../db/statuses';

/**
 * The day the device of `s` (a subscriptions alias) is due back, in SQL (term-end.ts's dueBackOf): the
 * term's end while active, the return date after an unsubscribe, null otherwise.
 */
export function dueBackSql(s: string): SQL {
  const alias = sql.raw(s);
  return sql`(case when ${alias}.status = ${statusSql(SUBSCRIPTION_STATUS.active)} then ${alias}.end_date
    when ${alias}.status = ${statusSql(SUBSCRIPTION_STATUS.refusal)} then ${alias}.return_date end)`;
}

/** The device is not back after the grace: the first late month is (or was) charged on or before `today`. */
export function overdueSql(s: string, graceDays: number, today: string): SQL {
  return sql`(${dueBackSql(s)} + ${graceDays}::int < ${today}::date)`;
}
