// Starts a server for a benchmark in its own process and reports how long it took to answer and how
// much memory it holds. The api runs on a fresh embedded database, or the PostgreSQL of DATABASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export interface RunningServer {
  base: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  /** Resident memory of the process now, in MB. */
  rssMb: () => number;
  stop: () => Promise<void>;
}

async function start(script: string, port: number, healthPath: string, env: NodeJS.ProcessEnv) {
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, script)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ok = await fetch(`${base}${healthPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 1200) throw new Error(`${script} did not start in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = Math.round(performance.now() - began);
  const rssMb = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { base, startMs, rssMb, stop };
}

/** The api with the built web app and the demo catalogue, logging at warn as in production. */
export function startApi(port: number): Promise<RunningServer> {
  const dataDir = join(root, 'data', `bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  // Each benchmark client signs in from its own address (TRUST_PROXY), as real people do.
  return start('apps/api/src/server.ts', port, '/healthz', {
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
  });
}

/** The bare route and the bare select of ./reference-server.mts. */
export function startReference(port: number): Promise<RunningServer> {
  return start('scripts/bench/reference-server.mts', port, '/bare', {});
}
