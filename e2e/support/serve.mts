// Starts the built api with the built web app for one e2e run, on a database of the run's own: a new
// PostgreSQL database when DATABASE_URL names a server (CI), else a fresh embedded database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { admin, throwawayDatabaseUrl } from '../../apps/api/scripts/postgres-admin';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.PORT ?? '3100';
const dataDir = join(root, 'data', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

/*
 * With a PostgreSQL server the api migrates and seeds a new database in about a second; a new embedded
 * database costs several (initdb in WASM, in a process of its own) before the first journey can start.
 * The embedded path is what `npm test` runs without DATABASE_URL, and the api's own tests start it
 * (test/db/pglite-kill.test.ts).
 */
let database = '';
let dropDatabase = async () => {};
const server = process.env.DATABASE_URL;
if (server) {
  // Left by a run that was killed: dropped unless still in use (another checkout's run on the same server).
  const stale = await admin<{ datname: string }>(
    server,
    "select datname from pg_database where datname like 'ijara\\_e2e\\_%'",
  );
  for (const { datname } of stale) await admin(server, `drop database if exists ${datname}`).catch(() => {});
  const name = `ijara_e2e_${randomBytes(6).toString('hex')}`;
  await admin(server, `create database ${name}`);
  database = throwawayDatabaseUrl(server, name);
  dropDatabase = async () => {
    await admin(server, `drop database if exists ${name} with (force)`).catch(() => {});
  };
}

// The production build (`npm run test:e2e` builds it first): the journeys test what `npm start` runs.
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: database,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // The Telegram sign-in journey posts the updates Telegram would send to the bot's webhook.
    TELEGRAM_WEBHOOK_SECRET: 'e2e-telegram-secret',
    TELEGRAM_BOT_NAME: 'ijara_kg_bot',
    // Each sign-in journey comes from its own X-Forwarded-For address (e2e/support/sign-in.ts), so the
    // suites together never reach the 30-starts-per-IP-per-hour limit; the api tests prove that limit.
    TRUST_PROXY: '1',
    // The hand-over journeys call the operators' endpoint as `npm run ops` does (e2e/support/ops-cli.ts).
    OPS_TOKEN: 'e2e-ops-token-7f3c9a1d5b2e4f60a8c1d3e5f7092b4c',
    PORT: port,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  await dropDatabase();
  process.exit(code ?? 0);
});
