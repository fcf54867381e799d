import type { Db } from '../db/database';
import type { ImportResult } from './counts';
import { type Diff, diff, same } from './diff';
import type { CatalogueFile, CatalogueOffice } from './format';
import { insertRows, updateRows } from './recordset';
import { type CatalogueRows, type OfficeRow, officesInUse } from './repository';
import type { Problem } from './rules';
import { OFFICE, switchOff } from './steps';

/** Offices are matched by their city and Russian name. */
export type OfficePlan = Diff<OfficeRow, { key: string; office: CatalogueOffice; index: number }>;

export function planOffices(file: CatalogueFile, rows: CatalogueRows): OfficePlan {
  const cityId = new Map(rows.cities.map((city) => [city.slug, city.id]));
  return diff(
    rows.offices,
    (row) => `${row.cityId}/${row.nameRu}`,
    file.offices.map((office, index) => ({
      key: `${cityId.get(office.city) ?? `new ${office.city}`}/${office.name.ru}`,
      office,
      index,
    })),
  );
}

const many = (count: number, one: string, more: string) => `${count} ${count === 1 ? one : more}`;

/** "1 order waiting there, 2 units reserved or rented from it", naming only what there is. */
const use = (counts: { orders: number; units: number }) =>
  [
    counts.orders > 0 && `${many(counts.orders, 'order', 'orders')} waiting there`,
    counts.units > 0 && `${many(counts.units, 'unit', 'units')} reserved or rented from it`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * An office is not switched off while it is in use (docs/decisions/046): left out of the file or
 * marked inactive in it, such an office refuses the whole import, named at its entry or at `offices`.
 */
export async function officeProblems(tx: Db, plan: OfficePlan, rows: CatalogueRows): Promise<Problem[]> {
  const offing = [
    ...plan.pairs.filter((pair) => pair.row.active && !pair.want.office.active),
    ...plan.absent.filter((row) => row.active).map((row) => ({ row, want: null })),
  ];
  const inUse = await officesInUse(
    tx,
    offing.map((entry) => entry.row.id),
  );
  const citySlug = new Map(rows.cities.map((city) => [city.id, city.slug]));
  return offing.flatMap(({ row, want }): Problem[] => {
    const counts = inUse.get(row.id);
    if (!counts) return [];
    if (want) {
      return [
        {
          path: ['offices', want.index, 'active'],
          message: `the office is in use (${use(counts)}): it cannot be switched off yet`,
        },
      ];
    }
    return [
      {
        path: ['offices'],
        message:
          `the office "${row.nameRu}" in ${citySlug.get(row.cityId)} is left out, but it is in use ` +
          `(${use(counts)}): keep it in the file until it is not`,
      },
    ];
  });
}

export async function writeOffices(
  tx: Db,
  plan: OfficePlan,
  cityIds: Map<string, number>,
  result: ImportResult,
): Promise<void> {
  const fields = ({ office, index }: { office: CatalogueOffice; index: number }) => ({
    cityId: cityIds.get(office.city) ?? 0,
    nameRu: office.name.ru,
    nameEn: office.name.en,
    addressRu: office.address.ru,
    addressEn: office.address.en,
    hoursRu: office.hours.ru,
    hoursEn: office.hours.en,
    mapUrl: office.mapUrl,
    active: office.active,
    position: index,
  });
  await insertRows(tx, 'pickup_offices', OFFICE, plan.inserts.map(fields));
  const changed = plan.pairs.flatMap(({ row, want }) => {
    const wanted = fields(want);
    return same(row, wanted) ? [] : [{ id: row.id, fields: wanted, raise: { version: 1 } }];
  });
  await updateRows(tx, 'pickup_offices', OFFICE, changed, ['version']);
  result.added.offices = plan.inserts.length;
  result.changed.offices = changed.length;
  result.switchedOff.offices = await switchOff(tx, 'pickup_offices', plan.absent, true);
}
