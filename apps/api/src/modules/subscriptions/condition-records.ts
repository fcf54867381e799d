import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conditionPhotos, conditionRecords, deviceUnits } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { ProcessedPhoto } from '../../photos/process-photo';
import type { UnitRow } from './hand-over-repository';

/** What staff saw at the counter: the evidence of a later damage claim (issue 29). */
export interface ConditionInput {
  /** Null for the ops CLI's automation account. */
  staffId: number | null;
  /** 15 digits, checked against the unit's; a unit without one takes it at its hand-over. */
  imei: string | null;
  accessories: string[];
  note: string;
  /** Each made into a thumbnail (the smallest file) and a large picture (the largest). */
  photos: ProcessedPhoto[];
}

/**
 * The record of a hand-over or a return, with its photos, in the transaction of the state change.
 * A unit that knows its IMEI refuses another one (a swapped device); one that does not learns it at
 * its hand-over only: what comes back is what is being checked, so a return just records what was typed.
 */
export async function writeConditionRecord(
  tx: Db,
  kind: 'handover' | 'return',
  subscriptionId: number,
  unit: UnitRow,
  input: ConditionInput,
  outcome: 'ok' | 'damaged' | null = null,
): Promise<number> {
  if (input.imei !== null && unit.imei !== null && unit.imei !== input.imei) {
    throw new AppError('unit_unavailable', {
      text: 'staffImeiMismatch',
      fields: { imei: 'staffImeiMismatch' },
    });
  }
  if (kind === 'handover' && input.imei !== null && unit.imei === null) {
    const [taken] = await tx
      .select({ id: deviceUnits.id })
      .from(deviceUnits)
      .where(eq(deviceUnits.imei, input.imei));
    if (taken)
      throw new AppError('unit_unavailable', {
        text: 'staffImeiMismatch',
        fields: { imei: 'staffImeiMismatch' },
      });
    await tx.update(deviceUnits).set({ imei: input.imei }).where(eq(deviceUnits.id, unit.id));
  }
  const [record] = await tx
    .insert(conditionRecords)
    .values({
      subscriptionId,
      unitId: unit.id,
      kind,
      staffId: input.staffId,
      imei: input.imei ?? unit.imei,
      accessories: input.accessories,
      note: input.note,
      outcome,
    })
    .returning({ id: conditionRecords.id });
  if (!record) throw new Error('the condition record was not written');
  let position = 0;
  for (const photo of input.photos) {
    const thumb = photo.files[0];
    const large = photo.files.at(-1);
    if (!thumb || !large) continue;
    position += 1;
    await tx.insert(conditionPhotos).values({
      recordId: record.id,
      position,
      width: large.width,
      height: large.height,
      bytes: large.bytes,
      thumb: thumb.bytes,
    });
  }
  return record.id;
}
