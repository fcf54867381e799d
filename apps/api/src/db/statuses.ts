import type { TSubscriptionStatus } from '@ijara/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Subscription statuses in raw SQL, by their names from the contract (a bare number is refused by the
 * lint rule tools/lint/no-bare-status.grit). Written as literals, not parameters, so a query keeps the
 * plan and the partial indexes it was written for.
 */
export function statusSql(status: TSubscriptionStatus): SQL {
  return sql.raw(String(status));
}

/** A list for `in (…)`. */
export function statusesSql(...statuses: TSubscriptionStatus[]): SQL {
  return sql.raw(`(${statuses.map(String).join(', ')})`);
}
