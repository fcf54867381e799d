import type { Locale } from '@ijara/contract';
import type { TStaffUnit } from '@ijara/contract/staff';
import { pick } from '../../lib/localize';
import type { UnitRow } from './repository';

export function toUnit(row: UnitRow, locale: Locale): TStaffUnit {
  return {
    id: row.id,
    serial: row.serial,
    imei: row.imei,
    model: { id: row.model_id, name: pick(locale, row.model_ru, row.model_en) },
    colour: row.colour,
    city: pick(locale, row.city_ru, row.city_en),
    office:
      row.office_id === null || row.office_ru === null
        ? null
        : { id: row.office_id, name: pick(locale, row.office_ru, row.office_en ?? row.office_ru) },
    state: row.state,
    subscriptionID: row.subscription_id,
    purchasedOn: row.purchased_on,
    purchaseCost: row.purchase_cost,
    availableFrom: row.available_from,
    note: row.note,
    retiredReason: row.retired_reason,
    version: row.version,
  };
}

/** The facts an audit row keeps of a unit, before and after an edit. */
export function auditedFacts(row: UnitRow) {
  return {
    serial: row.serial,
    imei: row.imei,
    colour: row.colour,
    note: row.note,
    purchasedOn: row.purchased_on,
    purchaseCost: row.purchase_cost,
    availableFrom: row.available_from,
    officeId: row.office_id,
    office: row.office_ru,
    state: row.state,
  };
}

export type AuditedFacts = ReturnType<typeof auditedFacts>;

/** Only what changed, as `before` and `after` (the audit view shows each as "field: before → after"). */
export function changed(before: AuditedFacts, after: AuditedFacts) {
  const keys = (Object.keys(after) as (keyof AuditedFacts)[]).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
