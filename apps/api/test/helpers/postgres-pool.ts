import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../src/db/database';
import * as schema from '../../src/db/schema/index';
import { type GoldenRows, readGoldenRows, restoreGoldenRows } from './golden-rows';
import { copyDatabase, databaseUrl, dropDatabase } from './postgres';

/**
 * PostgreSQL copies of the template that a test file has finished with, put back into the template's
 * rows and handed to the next file of the same worker (the api project runs with `isolate: false`, so
 * this module lives as long as the worker). A new copy costs ~0.9 core-seconds (CREATE DATABASE's
 * checkpoints and file copy, then DROP DATABASE), a restore ~0.05. The copies are named after the run's
 * template: the global teardown drops those still idle (test/setup/global-setup.ts).
 */
const idle: string[] = [];
const MAX_IDLE = 2;
let golden: Promise<GoldenRows> | undefined;

/** The start of the names of a run's pooled copies. */
export const pooledPrefix = (template: string) => `${template}_p`;

export async function pooledPostgresCopy(server: string): Promise<{ url: string; drop(): Promise<void> }> {
  let name = idle.pop();
  if (!name) {
    name = `${pooledPrefix(inject('pgTemplate'))}${randomBytes(6).toString('hex')}`;
    await copyDatabase(server, name, inject('pgTemplate'));
    golden ??= withDb(databaseUrl(server, name), readGoldenRows);
    await golden;
  }
  const copy = name;
  const url = databaseUrl(server, copy);
  return {
    url,
    drop: async () => {
      const kept = idle.length < MAX_IDLE && (await withDb(url, putBack).catch(() => false));
      if (kept) idle.push(copy);
      else await dropDatabase(server, copy);
    },
  };
}

/** The golden rows again, when nothing else is connected (an api process still going, a pool not closed). */
async function putBack(db: Db): Promise<boolean> {
  const state = await golden;
  if (!state) return false;
  // A closed pool's backends take a moment to leave pg_stat_activity.
  for (let tries = 0; (await otherConnections(db)) > 0; tries += 1) {
    if (tries === 10) return false;
    await sleep(20);
  }
  await restoreGoldenRows(db, state);
  return true;
}

async function otherConnections(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )) as unknown as { rows: Array<{ count: number }> };
  return result.rows[0]?.count ?? 0;
}

async function withDb<T>(url: string, use: (db: Db) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(drizzle(client, { schema }) as unknown as Db);
  } finally {
    await client.end();
  }
}
