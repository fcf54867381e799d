import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkFirstStartMemory, killedFirstStart } from './first-start-memory';

/** Built beside the server (scripts/build-api.mjs); absent when the api runs from source (tsx). */
const CREATOR = fileURLToPath(new URL('./create-data-dir.js', import.meta.url));

/**
 * The embedded database's first start: when the folder holds no database yet and the built creator
 * is at hand, a process of its own creates, migrates and (seed) fills it, then exits. PGlite's
 * creation takes ~650 MB that a process does not give back; this process then opens the folder as on
 * any later start. Answers whether it did; from source, or with a database in the folder, it does not.
 */
export async function createDataDirApart(dataDir: string, seed: boolean): Promise<boolean> {
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(CREATOR)) return false;
  checkFirstStartMemory(dataDir);
  const flags = process.execArgv.filter((flag) => !flag.startsWith('--cpu-prof'));
  try {
    await promisify(execFile)(process.execPath, [...flags, CREATOR, dataDir, ...(seed ? ['--seed'] : [])]);
  } catch (error) {
    const { signal } = error as { signal?: unknown };
    if (signal === 'SIGKILL') throw killedFirstStart(dataDir, signal);
    throw error;
  }
  return true;
}
