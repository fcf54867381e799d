// Starts the built api with the built web app on a fresh embedded database for one e2e run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.PORT ?? '3100';
const dataDir = join(root, 'data', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

// The production build (`npm run test:e2e` builds it first): the journeys test what `npm start` runs.
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
