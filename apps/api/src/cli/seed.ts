import { ConfigError, loadConfig } from '../config/index';
import { openDatabase } from '../db/database';
import { demoContent } from '../db/seed/demo-content';
import { seedDemo } from '../db/seed/seed-demo';

/** `npm run seed`: migrates the configured database and loads the demo content if it is empty. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { seeded } = await seedDemo(database.db, demoContent);
    const where = database.driver === 'pglite' ? config.DATA_DIR : 'DATABASE_URL';
    console.info(seeded ? `Demo data loaded into ${where}.` : `${where} already has data; nothing loaded.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
