import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nobody listens on right now (the OS picks it; the child binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  /** The server process's id (to read its memory from /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
  /** What the process wrote, for the message of a failed start. */
  output(): string;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api process exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`api process did not get ready in 60 s:\n${output()}`);
}

/** How a benchmark starts the server: the source through tsx (tests pass the compiled build instead). */
export const SOURCE_SERVER = ['--import', 'tsx', 'src/server.ts'];

/** The api server in a child process, on a free port; `serverArgs` are node's arguments. */
export async function startApiProcess(
  env: Record<string, string>,
  serverArgs: string[] = SOURCE_SERVER,
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs, {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // These processes serve calls, not pages: a web build signed with another secret than the one
      // given here would stop the start (plugins/web-signature.ts).
      WEB_DIST: path.join(API_ROOT, '__no_web_dist__'),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  try {
    await waitUntilReady(url, child, () => text);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop, output: () => text };
}
