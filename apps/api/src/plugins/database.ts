import fp from 'fastify-plugin';
import type { Config } from '../config/index';
import { type Database, type Db, openDatabase } from '../db/database';
import { demoContent } from '../db/seed/demo-content';
import { hasCatalogue, seedDemo } from '../db/seed/seed-demo';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export interface DatabaseOptions {
  config: Config;
  /** An opened, migrated database (tests); otherwise one is opened from the config and prepared. */
  database?: Database | undefined;
}

/** Opens PGlite or PostgreSQL, applies the committed migrations, loads demo data into an empty one. */
export const database = fp<DatabaseOptions>(
  async (app, options) => {
    let database = options.database;
    if (!database) {
      const started = performance.now();
      database = await openDatabase(options.config);
      try {
        await database.migrate();
        const catalogue = options.config.SEED_DEMO
          ? (await seedDemo(database.db, demoContent)).seeded
            ? 'demo loaded now'
            : 'present'
          : (await hasCatalogue(database.db))
            ? 'present'
            : 'empty (SEED_DEMO=false)';
        app.log.info(
          { driver: database.driver, catalogue, ms: Math.round(performance.now() - started) },
          'database ready',
        );
      } catch (error) {
        await database.close().catch(() => {});
        throw error;
      }
    }
    const opened = database;
    app.decorate('database', opened);
    app.decorate('db', opened.db);
    app.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'database' },
);
