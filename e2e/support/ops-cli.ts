import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The ops token the e2e api is started with (e2e/support/serve.mts passes OPS_TOKEN; a test api keeps
 * a random one in memory otherwise, which nothing outside the process could use).
 */
export const E2E_OPS_TOKEN = process.env.OPS_TOKEN ?? 'e2e-ops-token-7f3c9a1d5b2e4f60a8c1d3e5f7092b4c';

/**
 * The ops command against the e2e api, as staff run it; the parsed --json answer. The compiled one that
 * `npm run test:e2e` has just built beside the server it tests (a TypeScript loader would compile the
 * whole api again for every call, ~2.5 CPU-seconds).
 */
export async function ops<T>(baseURL: string, ...args: string[]): Promise<T> {
  const { stdout } = await run(
    process.execPath,
    ['apps/api/dist/ops.js', ...args, '--operator', 'e2e', '--json'],
    { cwd: ROOT, env: { ...process.env, OPS_URL: baseURL, OPS_TOKEN: E2E_OPS_TOKEN }, timeout: 30_000 },
  );
  return JSON.parse(stdout) as T;
}

interface Handovers {
  handovers: Array<{ subscriptionID: number; serial: string | null }>;
}

/** Hands the device of a status-1 subscription over (after the ID check), with the unit reserved for it. */
export async function handOver(baseURL: string, subscriptionID: number): Promise<void> {
  const { handovers } = await ops<Handovers>(baseURL, 'handovers');
  const serial = handovers.find((h) => h.subscriptionID === subscriptionID)?.serial;
  if (!serial) throw new Error(`subscription ${subscriptionID} is not waiting for a hand-over`);
  await ops(baseURL, 'handover', String(subscriptionID), '--serial', serial, '--id-checked');
}
