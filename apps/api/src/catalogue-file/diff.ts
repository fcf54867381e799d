/** A file's entries against the rows already there, matched by key. */

type Fields = Record<string, unknown>;

export interface Wanted<F extends Fields> {
  key: string;
  fields: F;
}

export interface Diff<Row, W> {
  /** In the file, not in the database. */
  inserts: W[];
  /** In both: each row with what the file says of it. */
  pairs: { row: Row; want: W }[];
  /** In the database, not in the file. */
  absent: Row[];
}

/** Each entry takes the first row of its key not taken yet; the rows no entry took are `absent`. */
export function diff<Row extends { id: number }, W extends { key: string }>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  wanted: readonly W[],
): Diff<Row, W> {
  const byKey = new Map<string, Row[]>();
  for (const row of rows) byKey.set(keyOf(row), [...(byKey.get(keyOf(row)) ?? []), row]);
  const taken = new Set<number>();
  const inserts: W[] = [];
  const pairs: { row: Row; want: W }[] = [];
  for (const want of wanted) {
    const row = byKey.get(want.key)?.find((candidate) => !taken.has(candidate.id));
    if (row) {
      taken.add(row.id);
      pairs.push({ row, want });
    } else {
      inserts.push(want);
    }
  }
  return { inserts, pairs, absent: rows.filter((row) => !taken.has(row.id)) };
}

/** Whether the row already has every field as given. */
export function same(row: object, fields: Fields): boolean {
  const values = row as Fields;
  return Object.entries(fields).every(([key, value]) => values[key] === value);
}

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
