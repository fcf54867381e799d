import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deviceUnits } from '../../db/schema/index';

export type NewUnit = Pick<
  typeof deviceUnits.$inferInsert,
  | 'modelId'
  | 'cityId'
  | 'officeId'
  | 'serial'
  | 'imei'
  | 'colour'
  | 'purchasedOn'
  | 'purchaseCost'
  | 'availableFrom'
>;

/** What staff may change on a unit by hand; state moves only between available, repair and retired. */
export type UnitChanges = Partial<
  Pick<
    typeof deviceUnits.$inferInsert,
    | 'serial'
    | 'imei'
    | 'colour'
    | 'note'
    | 'purchasedOn'
    | 'purchaseCost'
    | 'availableFrom'
    | 'officeId'
    | 'cityId'
    | 'state'
    | 'retiredReason'
  >
>;

/**
 * New available units; a serial or IMEI another transaction wrote meanwhile is skipped, so fewer rows
 * back than units sent means the paste raced another one.
 */
export function insertUnits(tx: Db, units: NewUnit[]) {
  return tx.insert(deviceUnits).values(units).onConflictDoNothing().returning({
    id: deviceUnits.id,
    serial: deviceUnits.serial,
    imei: deviceUnits.imei,
    availableFrom: deviceUnits.availableFrom,
  });
}

/** A staff edit: the changes, and the version raised. */
export async function updateUnit(tx: Db, id: number, changes: UnitChanges): Promise<void> {
  await tx
    .update(deviceUnits)
    .set({ ...changes, version: sql`${deviceUnits.version} + 1`, updatedAt: sql`now()` })
    .where(eq(deviceUnits.id, id));
}
