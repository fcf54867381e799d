import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../lib/raw-rows';

/**
 * Makes the unit reserved for a subscription available again; answers its id, if there was one. Used
 * where an order ends before its hand-over: a failed first charge (checkout) and a cancellation
 * (subscriptions).
 */
export async function releaseReservedUnit(tx: Db, subscriptionId: number): Promise<number | null> {
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`update device_units
        set state = 'available', subscription_id = null, reserved_at = null, updated_at = now()
        where subscription_id = ${subscriptionId} and state = 'reserved'
        returning id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}
