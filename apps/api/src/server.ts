import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/index';
import { createDataDirApart } from './db/create-data-dir-apart';
import { devFeatures } from './dev-features';
import { checkWebSignature } from './plugins/web-signature';
import { startupMessage } from './startup-failure';

/** A start that cannot go on for a reason the operator can fix: one line saying which, exit 1. */
function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  stop(error.message);
}

async function start(config: Config) {
  // Before the database: a web build that cannot talk to this api is found in milliseconds.
  await checkWebSignature(config.WEB_DIST, config.API_SIGNATURE_SECRET);
  // A new embedded database is made by a process of its own, before the app (and its plugin timeout).
  const created = !config.DATABASE_URL && (await createDataDirApart(config.DATA_DIR, config.SEED_DEMO));
  const app = await buildApp({ config });
  if (created) app.log.info({ dataDir: config.DATA_DIR }, 'embedded database created');
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

const app = await start(config).catch((error: unknown) => {
  const message = startupMessage(error, config);
  if (message === null) throw error;
  return stop(message);
});

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

const features = devFeatures(config);
if (features.length > 0) {
  app.log.warn(
    { devFeatures: features },
    `DEVELOPMENT FEATURES ON — not for real customers (set NODE_ENV=production to refuse them): ${features.join('; ')}`,
  );
}
