import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { buildApi } from '../../scripts/build-api.mjs';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import * as schema from '../../src/db/schema/index';
import { demoContent } from '../../src/db/seed/demo-content';
import { seedDemo } from '../../src/db/seed/seed-demo';
import {
  adminQuery,
  databaseUrl,
  dropDatabase,
  dropDatabasesStartingWith,
  openTestPostgres,
  uniqueDatabaseName,
} from '../helpers/postgres';
import { pooledPrefix } from '../helpers/postgres-pool';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumpDataDir() tarball of a migrated, seeded PGlite: each test file loads its own copy. */
    pgliteImage: string;
    /** The same before seeding: migrated, no rows (for the tests of seeding and of the catalogue file). */
    pgliteUnseededImage: string;
    /** Name of a migrated, seeded PostgreSQL database to copy per file; '' without DATABASE_URL. */
    pgTemplate: string;
    /** A folder with the api built as `npm run build` builds it (server.js, ops.js) for child processes. */
    apiBuild: string;
  }
}

/**
 * Migrates and seeds once — into a PGlite golden image and, when DATABASE_URL is set, into a
 * PostgreSQL template database — so each test file starts from a copy in a fraction of the time.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'ijara-api-test-'));
  // Child processes (servers, the ops command) run compiled JavaScript: a TypeScript loader would compile
  // the whole api again in every one of them (~2.5 CPU-seconds each).
  const build = path.join(import.meta.dirname, '../..', `.test-dist-${process.pid}`);
  await buildApi(build);
  project.provide('apiBuild', build);
  // Photo uploads decode in a child process (docs/decisions/034): the compiled worker, not tsx.
  process.env.PHOTO_WORKER_FILE = path.join(build, 'photo-worker.js');
  const url = process.env.DATABASE_URL;
  const template = url ? uniqueDatabaseName('tpl') : '';
  // Side by side: the embedded database's work is CPU in this process, PostgreSQL's mostly waiting on it.
  const [images] = await Promise.all([
    pgliteImages(folder),
    url ? postgresTemplate(url, template) : undefined,
  ]);
  project.provide('pgliteImage', images.seeded);
  project.provide('pgliteUnseededImage', images.unseeded);
  project.provide('pgTemplate', template);

  return async () => {
    if (url && template) {
      await dropDatabasesStartingWith(url, pooledPrefix(template));
      await dropDatabase(url, template);
    }
    await rm(folder, { recursive: true, force: true });
    await rm(build, { recursive: true, force: true });
  };
}

/** A migrated PGlite dumped twice: before the seed and after it. */
async function pgliteImages(folder: string): Promise<{ seeded: string; unseeded: string }> {
  const dump = async (client: PGlite, name: string) => {
    const file = path.join(folder, name);
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  // Creating an embedded database runs initdb in WASM (~3 s of CPU): done once here, not in each test
  // that needs an empty one.
  const client = await PGlite.create();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const unseeded = await dump(client, 'unseeded.tar');
  await seedDemo(db, demoContent);
  const seeded = await dump(client, 'golden.tar');
  await client.close();
  return { seeded, unseeded };
}

async function postgresTemplate(url: string, template: string): Promise<void> {
  await adminQuery(url, `create database ${template}`);
  const database = await openTestPostgres(databaseUrl(url, template));
  await database.migrate();
  await seedDemo(database.db, demoContent);
  await database.close();
}
