import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { devFeatures } from './dev-features';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const app = await buildApp({ config });

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
