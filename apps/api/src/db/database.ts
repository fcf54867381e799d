import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { guardTransactions } from './guarded-pool';
import { listenPostgres, type NoticeHandlers, type StopListening } from './notice-listener';
import * as schema from './schema/index';

/** One Drizzle type for both drivers (STACK.md trap 5). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** NOTIFY payloads of a channel, from every process sharing the database (db/notice-listener.ts). */
  listen(channel: string, handlers: NoticeHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number; all api processes agree on it, so only one migrates or seeds at a time. */
export const SCHEMA_LOCK_ID = 7_201_961;

export interface PgliteSource {
  /** A folder (created if missing), or undefined for an in-memory database. */
  dataDir?: string;
  /** A dump from dumpDataDir() to start from (tests load a migrated golden image this way). */
  loadDataDir?: Blob;
}

export async function openPglite(source: PgliteSource): Promise<Database> {
  // Loaded lazily: the WASM engine costs memory that a PostgreSQL deployment should not pay.
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzleWithNamedStatements } = await import('./pglite-drizzle');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite does not create parent folders and then fails with a misleading error (STACK.md trap 1).
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers suits a server, not one embedded process. The engine
  // touches all of them, so each MB is resident; 16 MB holds the demo's 12 MB database and its hot
  // rows, and a miss is a read from the OS's page cache (docs/decisions/029).
  const options: PGliteOptions = { postgresqlconf: 'shared_buffers=16MB' };
  if (source.dataDir) options.dataDir = source.dataDir;
  if (source.loadDataDir) options.loadDataDir = source.loadDataDir;
  const client = await PGlite.create(options);
  const db = drizzleWithNamedStatements(client, schema);
  return {
    db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One process holds an embedded database: its notices cannot be missed.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.notice);
      handlers.hearing(true);
      return async () => {
        handlers.hearing(false);
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** A connection attempt gives up after this, so a request during an outage answers 503 (not hangs). */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(
  url: string,
  options: { connectTimeoutMs?: number } = {},
): Promise<Database> {
  const { Pool, Client } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const connectionTimeoutMillis = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const pool = guardTransactions(new Pool({ connectionString: url, max: 10, connectionTimeoutMillis }));
  // A client losing its connection — idle in the pool, or checked out between two statements of a
  // transaction when PostgreSQL restarts (57P01) — emits 'error'; unheard, that ends the process. The
  // statement in flight fails on its own (→ 503) and the pool replaces the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_ID]);
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_ID]).catch(() => {});
        lock.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, handlers) => listenPostgres(Client, url, channel, handlers),
    close: () => pool.end(),
  };
}

export function openDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite({ dataDir: config.DATA_DIR });
}
