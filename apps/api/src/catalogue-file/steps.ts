import type { Db } from '../db/database';
import type { ImportResult } from './counts';
import { diff, same, type Wanted } from './diff';
import type { CatalogueFile } from './format';
import { type Columns, deleteWhereIn, insertRows, updateRows } from './recordset';
import type { CatalogueRows } from './repository';

/**
 * The writes of cities (with their delivery fees), categories, extras, offices and companies: new
 * entries inserted, changed ones updated with their version raised, the ones left out switched off
 * (cities excepted: they stay as they are). Positions follow the file's order.
 */

type Ids = Map<string, number>;
type Slugged = { id: number; slug: string };

const SLUG: Columns = { slug: ['slug', 'text'] };
const POSITION: Columns = { position: ['position', 'int'] };
const ACTIVE: Columns = { active: ['active', 'boolean'] };
const NAMES: Columns = { nameRu: ['name_ru', 'text'], nameEn: ['name_en', 'text'] };

const CITY: Columns = { ...NAMES, served: ['served', 'boolean'], ...POSITION };
const CATEGORY: Columns = { ...NAMES, ...ACTIVE, ...POSITION };
const EXTRA: Columns = { ...NAMES, price: ['price', 'int'], billing: ['billing', 'text'], ...ACTIVE };
export const OFFICE: Columns = {
  cityId: ['city_id', 'int'],
  ...NAMES,
  addressRu: ['address_ru', 'text'],
  addressEn: ['address_en', 'text'],
  hoursRu: ['hours_ru', 'text'],
  hoursEn: ['hours_en', 'text'],
  mapUrl: ['map_url', 'text'],
  ...ACTIVE,
  ...POSITION,
};
const COMPANY: Columns = { ...NAMES, discountPercent: ['discount_percent', 'int'], ...ACTIVE, ...POSITION };

const ids = (rows: Slugged[], inserted: Slugged[]): Ids =>
  new Map([...rows, ...inserted].map((row) => [row.slug, Number(row.id)]));

/** Rows by slug: the new ones inserted, the changed ones updated; answers slug → id of every row. */
async function upsertBySlug<Row extends Slugged>(
  tx: Db,
  table: string,
  columns: Columns,
  rows: Row[],
  wanted: Wanted<Record<string, unknown>>[],
  version: boolean,
): Promise<{ ids: Ids; added: number; changed: Set<string>; absent: Row[] }> {
  const found = diff(rows, (row) => row.slug, wanted);
  const inserted = await insertRows<Slugged>(
    tx,
    table,
    { ...SLUG, ...columns },
    found.inserts.map((want) => ({ slug: want.key, ...want.fields })),
    ['id', 'slug'],
  );
  const changed = found.pairs.filter((pair) => !same(pair.row, pair.want.fields));
  await updateRows(
    tx,
    table,
    columns,
    changed.map((pair) => ({ id: pair.row.id, fields: pair.want.fields, raise: { version: 1 } })),
    version ? ['version'] : [],
  );
  return {
    ids: ids(rows, inserted),
    added: inserted.length,
    changed: new Set(changed.map((pair) => pair.row.slug)),
    absent: found.absent,
  };
}

/** The rows switched off: those still active. */
export async function switchOff(
  tx: Db,
  table: string,
  rows: { id: number; active: boolean }[],
  version: boolean,
): Promise<number> {
  const active = rows.filter((row) => row.active);
  await updateRows(
    tx,
    table,
    ACTIVE,
    active.map((row) => ({ id: row.id, fields: { active: false }, raise: { version: 1 } })),
    version ? ['version'] : [],
  );
  return active.length;
}

/** Cities and their delivery fees (a fee of null: the city's row in delivery_fees goes). */
export async function writeCities(tx: Db, file: CatalogueFile, rows: CatalogueRows, result: ImportResult) {
  const written = await upsertBySlug(
    tx,
    'cities',
    CITY,
    rows.cities,
    file.cities.map((city, position) => ({
      key: city.slug,
      fields: { nameRu: city.name.ru, nameEn: city.name.en, served: city.served, position },
    })),
    false,
  );
  const fee = new Map(rows.fees.map((row) => [row.cityId, row.fee]));
  const existing = new Set(rows.cities.map((city) => city.slug));
  const set: { cityId: number; fee: number }[] = [];
  const cleared: number[] = [];
  for (const city of file.cities) {
    const cityId = written.ids.get(city.slug) ?? 0;
    if ((fee.get(cityId) ?? null) === city.deliveryFee) continue;
    if (existing.has(city.slug)) written.changed.add(city.slug);
    if (city.deliveryFee === null) cleared.push(cityId);
    else set.push({ cityId, fee: city.deliveryFee });
  }
  await deleteWhereIn(tx, 'delivery_fees', 'city_id', [...cleared, ...set.map((row) => row.cityId)]);
  await insertRows(tx, 'delivery_fees', { cityId: ['city_id', 'int'], fee: ['fee', 'int'] }, set);
  result.added.cities = written.added;
  result.changed.cities = written.changed.size;
  return written.ids;
}

export async function writeCategories(
  tx: Db,
  file: CatalogueFile,
  rows: CatalogueRows,
  result: ImportResult,
) {
  const written = await upsertBySlug(
    tx,
    'categories',
    CATEGORY,
    rows.categories,
    file.categories.map((category, position) => ({
      key: category.slug,
      fields: { nameRu: category.name.ru, nameEn: category.name.en, active: category.active, position },
    })),
    true,
  );
  result.added.categories = written.added;
  result.changed.categories = written.changed.size;
  result.switchedOff.categories = await switchOff(tx, 'categories', written.absent, true);
  return written.ids;
}

/** Extras have no position (the file lists them by id) and no version (the prices page keeps a digest). */
export async function writeExtras(tx: Db, file: CatalogueFile, rows: CatalogueRows, result: ImportResult) {
  const written = await upsertBySlug(
    tx,
    'extras',
    EXTRA,
    rows.extras,
    file.extras.map((extra) => ({
      key: extra.slug,
      fields: {
        nameRu: extra.name.ru,
        nameEn: extra.name.en,
        price: extra.price,
        billing: extra.billing,
        active: extra.active,
      },
    })),
    false,
  );
  result.added.extras = written.added;
  result.changed.extras = written.changed.size;
  result.switchedOff.extras = await switchOff(tx, 'extras', written.absent, false);
  return written.ids;
}

/** Companies by their Russian name. */
export async function writeCompanies(tx: Db, file: CatalogueFile, rows: CatalogueRows, result: ImportResult) {
  const found = diff(
    rows.companies,
    (row) => row.nameRu,
    file.companies.map((company, position) => ({
      key: company.name.ru,
      fields: {
        nameRu: company.name.ru,
        nameEn: company.name.en,
        discountPercent: company.discountPercent,
        active: company.active,
        position,
      },
    })),
  );
  await insertRows(
    tx,
    'companies',
    COMPANY,
    found.inserts.map((want) => want.fields),
  );
  const changed = found.pairs.filter((pair) => !same(pair.row, pair.want.fields));
  await updateRows(
    tx,
    'companies',
    COMPANY,
    changed.map((pair) => ({ id: pair.row.id, fields: pair.want.fields, raise: { version: 1 } })),
    ['version'],
  );
  result.added.companies = found.inserts.length;
  result.changed.companies = changed.length;
  result.switchedOff.companies = await switchOff(tx, 'companies', found.absent, true);
}
