import { StartupError } from '../startup-failure';

/**
 * What the embedded database's first start (creating, migrating and seeding a new folder, in a process
 * of its own) takes at its peak: 730–790 MB resident, measured with /usr/bin/time; rounded up.
 */
export const FIRST_START_BYTES = 800 * 1024 * 1024;

const MB = 1024 * 1024;

/** The memory limit of this process's control group (a container's, systemd's MemoryMax), or null. */
export function memoryLimit(): number | null {
  const limit = process.constrainedMemory();
  // No limit reads as 0 or as a number near 2^64, depending on the libuv version.
  return limit > 0 && limit < 2 ** 50 ? limit : null;
}

/** Refuses, with one line naming what to change, a first start that the memory limit would kill. */
export function checkFirstStartMemory(dataDir: string, limit = memoryLimit()): void {
  if (limit === null || limit >= FIRST_START_BYTES) return;
  throw new StartupError(
    `not enough memory for the first start of the embedded database in DATA_DIR=${dataDir}: creating it needs about ${FIRST_START_BYTES / MB} MB, the memory limit is ${Math.round(limit / MB)} MB; raise the limit for the first start (later starts need ~300 MB), or set DATABASE_URL to use PostgreSQL`,
  );
}

/** The creating process was killed (SIGKILL is what a memory limit sends): the same line, after the fact. */
export function killedFirstStart(dataDir: string, signal: string): StartupError {
  return new StartupError(
    `the first start of the embedded database in DATA_DIR=${dataDir} was killed (${signal}), most likely for lack of memory: creating it needs about ${FIRST_START_BYTES / MB} MB; raise the memory limit for the first start, or set DATABASE_URL to use PostgreSQL`,
  );
}
