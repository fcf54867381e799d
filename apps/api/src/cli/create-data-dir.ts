import { openPglite } from '../db/database';
import { demoContent } from '../db/seed/demo-content';
import { seedDemo } from '../db/seed/seed-demo';

/**
 * `node dist/create-data-dir.js <folder> [--seed]`: creates the embedded database in a new folder,
 * migrates it and (with --seed) loads the demo content, then exits. The server runs it as a process of
 * its own on its first start (server.ts): the engine's creation takes ~650 MB, and what a
 * process has once taken it keeps (docs/decisions/029).
 */
async function main(dataDir: string | undefined, seed: boolean): Promise<void> {
  if (!dataDir) throw new Error('usage: create-data-dir.js <folder> [--seed]');
  const database = await openPglite({ dataDir });
  try {
    await database.migrate();
    if (seed) await seedDemo(database.db, demoContent);
  } finally {
    await database.close();
  }
}

main(process.argv[2], process.argv.includes('--seed')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
