// Profiles one call of the built api under load: node --import tsx scripts/bench/profile.mts info/catalog/
// (a POST: BODY='{"model":1,…}' node --import tsx scripts/bench/profile.mts subscription/calculate/)
// Starts apps/api/dist/server.js with --cpu-prof on a fresh embedded database (or DATABASE_URL), sends
// the call signed in at 50 connections for BENCH_SECONDS (default 5), and prints the functions that
// held the CPU longest, by self time. The profile stays in bench/profiles/ for Chrome's DevTools.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { API_PREFIX, DEV_BILLING_PATH, type TCatalog } from '../../packages/contract/src/index';
import { call, registeredClient, signedHeaders } from './signed-client.mts';
import { SERVER_FLAGS } from './start-api.mts';

const path = process.argv[2] ?? 'info/catalog/';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const root = join(import.meta.dirname, '..', '..');
const profiles = join(root, 'bench', 'profiles');
const dataDir = join(root, 'data', 'bench-profile');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(profiles, { recursive: true });
const before = new Set(readdirSync(profiles));

const port = 3220;
const base = `http://127.0.0.1:${port}`;
const child = spawn(
  process.execPath,
  [
    ...SERVER_FLAGS,
    '--cpu-prof',
    `--cpu-prof-dir=${profiles}`,
    join(process.env.BENCH_API_DIST ?? 'apps/api/dist', 'server.js'),
  ],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
    },
  },
);
const healthy = () =>
  fetch(`${base}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
for (let tries = 0; !(await healthy()); tries += 1) {
  if (tries > 600) throw new Error('the api did not start in 30 s');
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const catalog = await call<TCatalog>(base, 'info/catalog/', undefined);
const city = catalog.cities.find((c) => c.served);
if (!city) throw new Error('no served city');
const { phone, token } = await registeredClient(base, city.id);
// Two subscriptions with their payments, as npm run bench has them, so the signed-in reads carry rows.
for (let i = 0; i < 2; i += 1) {
  await fetch(`${base}${DEV_BILLING_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  });
}
// BODY='{"…": …}' sends the call as a POST with that body.
const body = process.env.BODY ?? '';
const result = await autocannon({
  url: path.startsWith('/') ? `${base}${path}` : `${base}${API_PREFIX}${path}`,
  connections: 50,
  duration: seconds,
  ...(body ? { method: 'POST' as const, body } : {}),
  headers: {
    ...signedHeaders(body, process.env.SIGNED_OUT ? null : token),
    'accept-encoding': 'gzip, deflate, br',
  },
});
process.stdout.write(`${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms\n`);
await new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.kill('SIGINT');
});

const file = readdirSync(profiles).find((name) => !before.has(name) && name.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile was written');
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const profile = JSON.parse(readFileSync(join(profiles, file), 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<string, number>();
for (const id of profile.samples) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const where = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/');
  const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + 1);
}
const total = profile.samples.length;
for (const [key, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  process.stdout.write(`${((count / total) * 100).toFixed(1).padStart(5)}%  ${key}\n`);
}
process.stdout.write(`profile: bench/profiles/${file}\n`);
