import { addDays, todayInBishkek } from '@ijara/contract';
import { PROMO_PER_CLIENT, type TStaffOfficeRecord, type TStaffPromoCode } from '@ijara/contract/staff';
import type { PromoCodeUsage } from '../../promo/keep-codes';
import type { OfficeRow, OfficeUse } from './office-repository';

/** A day of the form is a day in Bishkek (UTC+6 all year): it starts at its local midnight. */
const startOf = (day: string) => new Date(`${day}T00:00:00+06:00`);

/** The form's first day → valid_from. */
export const fromDay = (day: string | null): Date | null => (day === null ? null : startOf(day));
/** The form's last day (included) → valid_until, the next day's start (the rules: until ≤ now is expired). */
export const untilDay = (day: string | null): Date | null => (day === null ? null : startOf(addDays(day, 1)));

export function toPromoCode({ row, clients }: PromoCodeUsage): TStaffPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    percent: row.percent,
    appliesTo: row.appliesTo,
    validFrom: row.validFrom ? todayInBishkek(row.validFrom) : null,
    validTo: row.validUntil ? todayInBishkek(new Date(row.validUntil.getTime() - 1)) : null,
    maxUses: row.maxUses,
    perClient: PROMO_PER_CLIENT,
    active: row.active,
    used: row.usedCount,
    clients,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toOfficeRecord(row: OfficeRow, use: OfficeUse): TStaffOfficeRecord {
  return {
    id: row.id,
    cityID: row.cityId,
    nameRu: row.nameRu,
    nameEn: row.nameEn,
    addressRu: row.addressRu,
    addressEn: row.addressEn,
    hoursRu: row.hoursRu,
    hoursEn: row.hoursEn,
    mapUrl: row.mapUrl,
    active: row.active,
    waitingOrders: use.orders,
    unitsInUse: use.units,
    version: row.version,
  };
}

/** Only what changed, as `before` and `after` (the audit view shows "field: before → after"). */
export function changed<Facts extends Record<string, unknown>>(before: Facts, after: Partial<Facts>) {
  const keys = Object.keys(after).filter((key) => !sameValue(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, auditValue(before[key])])),
    after: Object.fromEntries(keys.map((key) => [key, auditValue(after[key])])),
  };
}

const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
const sameValue = (a: unknown, b: unknown) => auditValue(a) === auditValue(b);
