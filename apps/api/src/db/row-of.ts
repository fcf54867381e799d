import type { Column } from 'drizzle-orm';

/**
 * A row from a raw statement's answer, each field read as drizzle reads its column: from
 * `column.name`, or from `prefix` + it where the statement renamed a joined table's columns.
 * `columns` is a table's (getTableColumns) or a selection of them.
 */
export function rowOf<Columns extends Record<string, Column>>(
  columns: Columns,
  raw: Record<string, unknown>,
  prefix = '',
): {
  [Key in keyof Columns]:
    | Columns[Key]['_']['data']
    | (Columns[Key]['_']['notNull'] extends true ? never : null);
} {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = raw[prefix + column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as never;
}
