import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDataDirApart } from './db/create-data-dir-apart';
import { devFeatures } from './dev-features';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// A new embedded database is made by a process of its own, before the app (and its plugin timeout).
const created = !config.DATABASE_URL && (await createDataDirApart(config.DATA_DIR, config.SEED_DEMO));
const app = await buildApp({ config });
if (created) app.log.info({ dataDir: config.DATA_DIR }, 'embedded database created');

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
const features = devFeatures(config);
if (features.length > 0) {
  app.log.warn(
    { devFeatures: features },
    `DEVELOPMENT FEATURES ON — not for real customers (set NODE_ENV=production to refuse them): ${features.join('; ')}`,
  );
}
