import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openPglite } from '../../src/db/database';
import { pgliteCopy } from './pglite-pool';
import { adminQuery, databaseUrl, dropDatabase, openTestPostgres, uniqueDatabaseName } from './postgres';
import { pooledPostgresCopy } from './postgres-pool';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when DATABASE_URL is set (CI sets it). */
export const DRIVERS: Driver[] = inject('pgTemplate') ? ['pglite', 'postgres'] : ['pglite'];

/**
 * For suites whose SQL is not what they test (the HTTP surface, production switches): PostgreSQL when it
 * is there — native code, where the embedded engine spends seconds of WASM on each copy it opens — else
 * PGlite. docs/decisions/031-test-speed.md.
 */
export const ANY_DRIVER: Driver = DRIVERS.includes('postgres') ? 'postgres' : 'pglite';

export interface FreshDatabase {
  database: Database;
  /** Drops what was created; call after the app using it has closed it. */
  drop(): Promise<void>;
}

/** A migrated, seeded database of its own: a copy of the golden image or of the template database. */
export async function freshDatabase(driver: Driver): Promise<FreshDatabase> {
  if (driver === 'pglite') return pgliteCopy();
  return postgresDatabase();
}

/**
 * A migrated database without rows, for tests of seeding and importing: the embedded one from the image
 * taken before seeding (creating one runs initdb in WASM, ~3 s of CPU), PostgreSQL's new and migrated.
 */
export async function unseededDatabase(driver: Driver): Promise<FreshDatabase> {
  if (driver === 'pglite') {
    const image = await readFile(inject('pgliteUnseededImage'));
    return { database: await openPglite({ loadDataDir: new Blob([image]) }), drop: async () => {} };
  }
  const empty = await emptyPostgres();
  const database = await openTestPostgres(empty.url);
  await database.migrate();
  return { database, drop: empty.drop };
}

/** An empty database with no tables, for tests of migration and seeding. */
export async function emptyPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = serverUrl();
  const name = uniqueDatabaseName('empty');
  await adminQuery(server, `create database ${name}`);
  return {
    url: databaseUrl(server, name),
    drop: () => dropDatabase(server, name),
  };
}

/** A migrated, seeded PostgreSQL database of its own, by URL (for api processes started by a test). */
export function postgresCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  return pooledPostgresCopy(serverUrl());
}

async function postgresDatabase(): Promise<FreshDatabase> {
  const copy = await pooledPostgresCopy(serverUrl());
  return { database: await openTestPostgres(copy.url), drop: copy.drop };
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}
