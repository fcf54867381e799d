import { type SQL, sql } from 'drizzle-orm';
import type { StaffRow } from './repository';

/** What a person sees: everything (managers, admins), or an operator's offices. */
export type Reach = { all: true } | { all: false; offices: number[] };

export function reachOf(person: Pick<StaffRow, 'role' | 'offices'>): Reach {
  return person.role === 'operator' ? { all: false, offices: person.offices } : { all: true };
}

/**
 * A condition on the subscription aliased `s`: within reach are the pickups at the operator's offices
 * and the deliveries in those offices' cities.
 */
export function subscriptionInReach(reach: Reach): SQL {
  if (reach.all) return sql`true`;
  if (reach.offices.length === 0) return sql`false`;
  const offices = sql.join(
    reach.offices.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`((s.delivery = 'pickup' and s.office_id in (${offices}))
    or (s.delivery = 'delivery' and s.city_id in (select city_id from pickup_offices where id in (${offices}))))`;
}
