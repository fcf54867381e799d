import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openPglite } from '../../src/db/database';

/**
 * Embedded databases that a test file has finished with, put back into the golden image's state and
 * handed to the next file of the same worker (the api project runs with `isolate: false`, so this
 * module lives as long as the worker). Opening a copy of the image costs ~0.4 CPU-seconds of WASM;
 * emptying the tables and loading the image's rows again ~0.06 (docs/decisions/031-test-speed.md).
 */
const idle: Database[] = [];
const MAX_IDLE = 2;

interface Golden {
  tables: string[];
  rows: Map<string, string>;
  sequences: Array<{ name: string; value: string | null }>;
}
let golden: Promise<Golden> | undefined;

export async function pgliteCopy(): Promise<{ database: Database; reused: boolean; drop(): Promise<void> }> {
  const reused = idle.pop();
  const database = reused ?? (await openCopy());
  let closed = false;
  return {
    reused: reused !== undefined,
    // The app closes its database when it closes; this one outlives it.
    database: {
      ...database,
      close: async () => {
        closed = true;
      },
    },
    drop: async () => {
      if (!closed || idle.length >= MAX_IDLE) return database.close();
      try {
        const state = await golden;
        if (!state) throw new Error('no golden snapshot');
        await restore(database, state);
        idle.push(database);
      } catch {
        await database.close();
      }
    },
  };
}

async function openCopy(): Promise<Database> {
  const image = await readFile(inject('pgliteImage'));
  const database = await openPglite({ loadDataDir: new Blob([image]) });
  golden ??= snapshot(database);
  await golden;
  return database;
}

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The image's tables, rows (as JSON) and sequence positions, read from an untouched copy. */
async function snapshot(database: Database): Promise<Golden> {
  const tables = (
    await rowsOf<{ name: string }>(
      database,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((table) => table.name);
  const rows = new Map<string, string>();
  for (const table of tables) {
    const [json] = await rowsOf<{ rows: string | null }>(
      database,
      sql`select json_agg(t)::text as rows from ${sql.identifier(table)} t`,
    );
    if (json?.rows) rows.set(table, json.rows);
  }
  const sequences = await rowsOf<{ name: string; value: string | null }>(
    database,
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  return { tables, rows, sequences };
}

/** Every table back to the image's rows and every sequence to its position, in one transaction. */
async function restore(database: Database, { tables, rows, sequences }: Golden): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql`truncate ${sql.join(
        tables.map((table) => sql.identifier(table)),
        sql`, `,
      )} restart identity cascade`,
    );
    // Rows go in whatever the order of their foreign keys; the checks are triggers, off in replica mode.
    await tx.execute(sql`set local session_replication_role = replica`);
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
