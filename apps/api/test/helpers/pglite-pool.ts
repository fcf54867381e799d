import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { type Database, openPglite } from '../../src/db/database';
import { type GoldenRows, readGoldenRows, restoreGoldenRows } from './golden-rows';

/**
 * Embedded databases that a test file has finished with, put back into the golden image's state and
 * handed to the next file of the same worker (the api project runs with `isolate: false`, so this
 * module lives as long as the worker). Opening a copy of the image costs ~0.4 CPU-seconds of WASM;
 * emptying the tables and loading the image's rows again ~0.06 (docs/decisions/031-test-speed.md).
 */
const idle: Database[] = [];
const MAX_IDLE = 2;

let golden: Promise<GoldenRows> | undefined;

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
        await restoreGoldenRows(database.db, state);
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
  golden ??= readGoldenRows(database.db);
  await golden;
  return database;
}

/**
 * The golden image unpacked into `folder` as an embedded database's data folder, for an api process
 * whose test is not about the database's first start: opening it costs a fraction of creating,
 * migrating and seeding one (~11 CPU-seconds in a process of its own).
 */
export async function goldenDataDir(folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  await promisify(execFile)('tar', ['-xf', inject('pgliteImage'), '-C', folder]);
  return folder;
}
