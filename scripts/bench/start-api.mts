// Starts a server for a benchmark in its own process and reports how long it took to answer and how
// much memory it holds. The api runs on a fresh embedded database, or the PostgreSQL of DATABASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/**
 * The api's start command as apps/api/package.json's `start` has it (docs/decisions/029 and 060): its
 * environment (glibc's allocator settings) and node's flags, read from there so the bench runs what
 * `npm start` runs; BENCH_NODE_FLAGS ('--optimize-for-size …', '--enable-source-maps') adds one to try.
 */
function startCommand(): { env: Record<string, string>; flags: string[] } {
  const manifest = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2) as [string, string]));
  const flags = words.slice(node + 1).filter((word) => word.startsWith('--'));
  return { env, flags };
}

const START = startCommand();
export const SERVER_FLAGS = [
  ...START.flags,
  ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
];
/** Where the api writes a heap snapshot when BENCH_HEAP_SNAPSHOT is set (see heapSnapshot). */
const HEAP_DIR = join(root, 'bench', 'heap');
const HEAP_FLAGS = process.env.BENCH_HEAP_SNAPSHOT
  ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${HEAP_DIR}`]
  : [];

export interface RunningServer {
  base: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  /** Resident memory of the process now, in MB. */
  rssMb: () => number;
  stop: () => Promise<void>;
  pid: number;
}

async function start(script: string, port: number, healthPath: string, env: NodeJS.ProcessEnv) {
  const began = performance.now();
  // The api runs as built for production (apps/api/dist, `npm run build`); the reference is TypeScript.
  const flags = script.endsWith('.js') ? [...SERVER_FLAGS, ...HEAP_FLAGS] : ['--import', 'tsx'];
  const child: ChildProcess = spawn(process.execPath, [...flags, join(root, script)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...(script.endsWith('.js') ? START.env : {}), ...env, PORT: String(port) },
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
  return { base, startMs, rssMb, stop, pid: child.pid as number };
}

/**
 * The production build of the api (apps/api/dist) with the built web app and the demo catalogue, on a
 * fresh data folder or (`fresh: false`) the one a previous start left; logging at `logLevel` (warn: no
 * request lines; info: one line per request) to /dev/null.
 */
export function startApi(
  port: number,
  { fresh = true, logLevel = 'warn' }: { fresh?: boolean; logLevel?: 'warn' | 'info' } = {},
): Promise<RunningServer> {
  const dataDir = join(root, 'data', `bench-${port}`);
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  // Each benchmark client signs in from its own address (TRUST_PROXY), as real people do.
  // BENCH_API_DIST: another build of the api, relative to the repository (a folder in apps/api, as
  // build-api.mjs requires), so a benchmark is not changed under it by someone else's `npm run build`.
  const server = join(process.env.BENCH_API_DIST ?? 'apps/api/dist', 'server.js');
  return start(server, port, '/healthz', {
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: logLevel,
    TRUST_PROXY: '127.0.0.1',
  });
}

/** The bare route, the bare select and the captured answers of ./reference-server.mts. */
export function startReference(port: number): Promise<RunningServer> {
  return start('scripts/bench/reference-server.mts', port, '/bare', {});
}

/**
 * A heap snapshot of a server started with BENCH_HEAP_SNAPSHOT set (bench/heap/), once written whole
 * (its size the same a second later). V8 collects garbage first, so it holds what is live.
 */
export async function heapSnapshot(server: RunningServer): Promise<string> {
  mkdirSync(HEAP_DIR, { recursive: true });
  const before = new Set(readdirSync(HEAP_DIR));
  process.kill(server.pid, 'SIGUSR2');
  let last = { file: '', size: -1 };
  for (let tries = 0; tries < 120; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const made = readdirSync(HEAP_DIR).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    if (!made) continue;
    const file = join(HEAP_DIR, made);
    const size = statSync(file).size;
    if (file === last.file && size === last.size && size > 0) return file;
    last = { file, size };
  }
  throw new Error('the api wrote no heap snapshot in 2 minutes (started without BENCH_HEAP_SNAPSHOT?)');
}
