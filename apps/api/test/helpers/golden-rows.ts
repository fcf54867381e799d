import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';

/**
 * The rows of a freshly copied test database, to put a used copy back into that state for the next file
 * of the same worker: cheaper than a new copy on either driver (docs/decisions/031-test-speed.md).
 */
export interface GoldenRows {
  tables: string[];
  rows: Map<string, string>;
  sequences: Array<{ name: string; value: string | null }>;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The tables, their rows (as JSON) and the sequences' positions of an untouched copy. */
export async function readGoldenRows(db: Db): Promise<GoldenRows> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((table) => table.name);
  const rows = new Map<string, string>();
  for (const table of tables) {
    const [json] = await rowsOf<{ rows: string | null }>(
      db,
      sql`select json_agg(t)::text as rows from ${sql.identifier(table)} t`,
    );
    if (json?.rows) rows.set(table, json.rows);
  }
  const sequences = await rowsOf<{ name: string; value: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  return { tables, rows, sequences };
}

/**
 * Every table back to the golden rows and every sequence to its position, in one transaction. DELETE,
 * not TRUNCATE: truncating gives each of the ~56 tables and their indexes new files, ten times the cost
 * of deleting the few rows a test file wrote (PostgreSQL: 0.50 → 0.05 core-seconds a restore).
 */
export async function restoreGoldenRows(db: Db, { tables, rows, sequences }: GoldenRows): Promise<void> {
  await db.transaction(async (tx) => {
    // Rows go and come in whatever the order of their foreign keys; the checks are triggers, off in
    // replica mode.
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of tables) await tx.execute(sql`delete from ${sql.identifier(table)}`);
    for (const [table, json] of rows) {
      await tx.execute(
        sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
      );
    }
    for (const { name, value } of sequences) {
      await tx.execute(
        value === null
          ? sql`select setval(${name}::regclass, 1, false)`
          : sql`select setval(${name}::regclass, ${value}::bigint, true)`,
      );
    }
  });
}
