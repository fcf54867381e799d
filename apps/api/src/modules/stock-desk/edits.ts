import type {
  ZStaffUnitStateRequest,
  ZStaffUnitTransferRequest,
  ZStaffUnitUpdateRequest,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ApiTextKey } from '../../texts';
import type { StockDeskRepository, UnitRow } from './repository';
import { auditedFacts, changed } from './to-unit';
import { updateUnit } from './unit-writes';

export type EditBody =
  | ({ kind: 'update' } & z.output<typeof ZStaffUnitUpdateRequest>)
  | ({ kind: 'transfer' } & z.output<typeof ZStaffUnitTransferRequest>)
  | ({ kind: 'state' } & z.output<typeof ZStaffUnitStateRequest>);

/** What an edit wrote, for its audit row. */
export interface Edit {
  action: string;
  details: object;
}

/** A reserved or rented unit belongs to its order: only the hand-over, return or cancellation move it. */
const inUse = (unit: UnitRow) => unit.state === 'reserved' || unit.state === 'rented';

const STATE_ACTIONS = { available: 'unit.repaired', repair: 'unit.sent_to_repair', retired: 'unit.retired' };

function invalid(fields: Record<string, ApiTextKey>): AppError {
  return new AppError('validation_failed', { fields });
}

async function update(
  tx: Db,
  repository: StockDeskRepository,
  before: UnitRow,
  body: z.output<typeof ZStaffUnitUpdateRequest>,
  today: string,
): Promise<Edit | null> {
  if (body.purchasedOn !== null && body.purchasedOn > today) {
    throw invalid({ purchasedOn: 'staffPurchaseDateFuture' });
  }
  // Left out: unchanged. Its order counts on a reserved unit's day, so that stays with the unit.
  const availableFrom = body.availableFrom === undefined ? before.available_from : body.availableFrom;
  if (availableFrom !== before.available_from) {
    if (inUse(before)) throw new AppError('unit_unavailable', { text: 'staffUnitDateLocked' });
    if (availableFrom !== null && availableFrom < today)
      throw invalid({ availableFrom: 'staffAvailableFromPast' });
  }
  const newSerial = body.serial !== before.serial;
  const newImei = body.imei !== before.imei;
  if ((newSerial || newImei) && inUse(before)) {
    throw new AppError('unit_unavailable', { text: 'staffUnitIdentityLocked' });
  }
  const taken = await repository.taken(
    tx,
    newSerial ? [body.serial] : [],
    newImei && body.imei !== null ? [body.imei] : [],
    before.id,
  );
  if (taken.length > 0) {
    throw invalid(
      taken.some((row) => row.imei !== null && row.imei === body.imei)
        ? { imei: 'staffImeiTaken' }
        : { serial: 'staffSerialTaken' },
    );
  }
  const values = {
    serial: body.serial,
    imei: body.imei,
    colour: body.colour,
    note: body.note,
    purchasedOn: body.purchasedOn,
    purchaseCost: body.purchaseCost,
    availableFrom,
  };
  const diff = changed(auditedFacts(before), { ...auditedFacts(before), ...values });
  if (Object.keys(diff.after).length === 0) return null;
  await updateUnit(tx, before.id, values);
  return { action: 'unit.updated', details: diff };
}

async function transfer(
  tx: Db,
  repository: StockDeskRepository,
  before: UnitRow,
  body: z.output<typeof ZStaffUnitTransferRequest>,
): Promise<Edit> {
  if (inUse(before)) throw new AppError('unit_unavailable', { text: 'staffUnitNotMovable' });
  if (before.state === 'retired') throw new AppError('status_not_allowed', { text: 'staffUnitRetired' });
  const office = await repository.office(tx, body.officeID);
  if (!office?.active) throw invalid({ officeID: 'staffOfficeUnknown' });
  if (office.id === before.office_id) throw invalid({ officeID: 'staffUnitSameOffice' });
  await updateUnit(tx, before.id, { officeId: office.id, cityId: office.city_id });
  return {
    action: 'unit.moved',
    details: {
      before: { officeId: before.office_id, office: before.office_ru },
      after: { officeId: office.id, office: office.name_ru },
    },
  };
}

async function changeState(
  tx: Db,
  before: UnitRow,
  body: z.output<typeof ZStaffUnitStateRequest>,
): Promise<Edit> {
  if (inUse(before)) throw new AppError('unit_unavailable', { text: 'staffUnitStateInUse' });
  if (before.state === 'retired') throw new AppError('status_not_allowed', { text: 'staffUnitRetired' });
  if (before.state === body.state) throw new AppError('status_not_allowed', { text: 'staffUnitStateSame' });
  await updateUnit(tx, before.id, {
    state: body.state,
    retiredReason: body.state === 'retired' ? body.reason : null,
  });
  return {
    action: STATE_ACTIONS[body.state],
    details: {
      ...(body.reason ? { reason: body.reason } : {}),
      before: { state: before.state },
      after: { state: body.state },
    },
  };
}

/** Checks and writes one staff edit of a locked unit; null when it changes nothing. */
export function editOf(
  tx: Db,
  repository: StockDeskRepository,
  before: UnitRow,
  body: EditBody,
  today: string,
): Promise<Edit | null> {
  if (body.kind === 'update') return update(tx, repository, before, body, today);
  if (body.kind === 'transfer') return transfer(tx, repository, before, body);
  return changeState(tx, before, body);
}
