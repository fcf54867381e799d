import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../lib/raw-rows';

/**
 * Writes of many rows in one statement each, whatever their number: the rows travel as one JSON
 * parameter read by `jsonb_to_recordset` (no limit of 65 535 parameters; one round trip, which is what
 * costs on PGlite).
 */
export type ColumnType = 'int' | 'text' | 'boolean';

/** A row's field → its column and type. */
export type Columns = Record<string, readonly [column: string, type: ColumnType]>;

type Fields = Record<string, unknown>;

const quoted = (name: string) => `"${name}"`;

function recordset(json: Fields[], definitions: string[]): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as v(${sql.raw(definitions.join(', '))})`;
}

function asColumns(columns: Columns, row: Fields): Fields {
  return Object.fromEntries(Object.entries(columns).map(([field, [column]]) => [column, row[field] ?? null]));
}

/** Inserts `rows` in their order (ids follow it) and answers the `returning` columns. */
export async function insertRows<R>(
  tx: Db,
  table: string,
  columns: Columns,
  rows: Fields[],
  returning: string[] = [],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const specs = Object.values(columns);
  const names = specs.map(([column]) => quoted(column)).join(', ');
  const definitions = specs.map(([column, type]) => `${quoted(column)} ${type}`);
  const answer = returning.length > 0 ? sql.raw(` returning ${returning.map(quoted).join(', ')}`) : sql``;
  return rawRows<R>(
    tx,
    sql`insert into ${sql.identifier(table)} (${sql.raw(names)})
        select ${sql.raw(names)} from ${recordset(
          rows.map((row) => asColumns(columns, row)),
          definitions,
        )}${answer}`,
  );
}

/** One row to update: its id, its new fields, and how much to add to each version column. */
export interface RowUpdate {
  id: number;
  fields: Fields;
  raise?: Record<string, number>;
}

/** Sets `columns` of each row by id; `versions` are the version columns raised by each row's `raise`. */
export async function updateRows(
  tx: Db,
  table: string,
  columns: Columns,
  rows: RowUpdate[],
  versions: string[] = [],
): Promise<void> {
  if (rows.length === 0) return;
  const specs = Object.values(columns);
  const sets = [
    ...specs.map(([column]) => `${quoted(column)} = v.${quoted(column)}`),
    ...versions.map((column) => `${quoted(column)} = t.${quoted(column)} + v.${quoted(`${column}_raise`)}`),
  ];
  const definitions = [
    '"id" int',
    ...specs.map(([column, type]) => `${quoted(column)} ${type}`),
    ...versions.map((column) => `${quoted(`${column}_raise`)} int`),
  ];
  const json = rows.map((row) => ({
    id: row.id,
    ...asColumns(columns, row.fields),
    ...Object.fromEntries(versions.map((column) => [`${column}_raise`, row.raise?.[column] ?? 0])),
  }));
  await tx.execute(
    sql`update ${sql.identifier(table)} t set ${sql.raw(sets.join(', '))}
        from ${recordset(json, definitions)} where t.id = v.id`,
  );
}

/** Deletes the rows whose `column` is one of `ids`. */
export async function deleteWhereIn(tx: Db, table: string, column: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} in
        (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
}
