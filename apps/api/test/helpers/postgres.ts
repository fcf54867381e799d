import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { admin, throwawayDatabaseUrl } from '../../scripts/postgres-admin';
import { type Database, openPostgres } from '../../src/db/database';

/** "ijara_test_<kind>_<random>": only letters, digits and "_", so it is safe inside SQL text. */
export function uniqueDatabaseName(kind: string): string {
  return `ijara_test_${kind}_${randomBytes(6).toString('hex')}`;
}

// A test database's address and the maintenance connection: the scripts' own, under the names the tests use.
export { admin as adminQuery, throwawayDatabaseUrl as databaseUrl };

const dropStatement = (name: string) => `drop database if exists ${name} with (force)`;

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await admin(serverUrl, dropStatement(name));
}

/** Drops every database whose name starts with `prefix` (letters, digits and "_" only). */
export async function dropDatabasesStartingWith(serverUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { name } of rows) await client.query(dropStatement(name));
  } finally {
    await client.end();
  }
}

let strategy: Promise<string> | undefined;

/**
 * CREATE DATABASE … TEMPLATE: on PostgreSQL 15 and later with the file-copy strategy, which for a small
 * template costs about a third less CPU than 15's default of writing every page to the WAL (~90 copies a
 * run). docs/decisions/031-test-speed.md.
 */
export async function copyDatabase(serverUrl: string, name: string, template: string): Promise<void> {
  strategy ??= serverVersion(serverUrl).then((version) => (version >= 150000 ? ' strategy file_copy' : ''));
  await admin(serverUrl, `create database ${name} template ${template}${await strategy}`);
}

async function serverVersion(serverUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Number(rows[0]?.server_version_num);
  } finally {
    await client.end();
  }
}

/**
 * How long a test's own connection may take to open. The product gives up after 5 s (a request in an
 * outage answers 503); a test setting up its database on a loaded CI machine waits longer rather than
 * fail for the machine (a first connection to a new database once took over 5 s there).
 */
export const TEST_CONNECT_TIMEOUT_MS = 30_000;

/** A test's own connection to a PostgreSQL database (not an api's: those keep the product's timeout). */
export function openTestPostgres(url: string): Promise<Database> {
  return openPostgres(url, { connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
}
