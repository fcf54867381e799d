import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { SIGNATURE_FINGERPRINT_FILE, signatureFingerprint } from '@ijara/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFirstStartMemory, FIRST_START_BYTES } from '../src/db/first-start-memory';
import { checkWebSignature } from '../src/plugins/web-signature';
import { StartupError, startupMessage } from '../src/startup-failure';
import { builtCommand } from './helpers/api-build';
import { NO_WEB_DIST, TEST_SECRET } from './helpers/app';
import { freePort } from './helpers/server-process';
import { createWebDist } from './helpers/web-dist';

/** `npm start` with `env`, to its end: its exit code and what it printed. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, builtCommand('server'), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      API_SIGNATURE_SECRET: TEST_SECRET,
      WEB_DIST: NO_WEB_DIST,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('a start that cannot go on says why in one line', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('names DATABASE_URL and its host:port when nothing answers there', async () => {
    const port = await freePort();
    const result = await startServer({
      DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/test`,
      PORT: String(await freePort()),
    });
    expect(result.code).toBe(1);
    expect(lines(result.stderr), result.stderr).toEqual([
      `database unreachable: nothing answers at 127.0.0.1:${port}/test (ECONNREFUSED); start PostgreSQL there or correct DATABASE_URL`,
    ]);
    expect(result.stdout).toBe('');
  }, 30_000);

  it('stops when the web build was signed with another secret', async () => {
    const dist = await createWebDist();
    cleanups.push(dist.remove, async () => {
      rmSync(`${dist.root}-ssr`, { recursive: true, force: true });
    });
    mkdirSync(`${dist.root}-ssr`, { recursive: true });
    writeFileSync(
      `${dist.root}-ssr/${SIGNATURE_FINGERPRINT_FILE}`,
      `${signatureFingerprint('another-secret')}\n`,
    );
    const result = await startServer({ WEB_DIST: dist.root, PORT: String(await freePort()) });
    expect(result.code).toBe(1);
    expect(lines(result.stderr), result.stderr).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^the web build in WEB_DIST=.* another API_SIGNATURE_SECRET than the api's/,
    );

    // The same build with the api's secret passes the check.
    writeFileSync(`${dist.root}-ssr/${SIGNATURE_FINGERPRINT_FILE}`, `${signatureFingerprint(TEST_SECRET)}\n`);
    await expect(checkWebSignature(dist.root, TEST_SECRET)).resolves.toBeUndefined();
    // And a build without the file (an older one) is not checked.
    await expect(checkWebSignature(NO_WEB_DIST, TEST_SECRET)).resolves.toBeUndefined();
  }, 30_000);
});

describe('the first start of the embedded database under a memory limit', () => {
  it('is refused before it begins, with the figure it needs and the limit', () => {
    const refuse = () => checkFirstStartMemory('/srv/data/pglite', 400 * 1024 * 1024);
    expect(refuse).toThrow(StartupError);
    expect(refuse).toThrow(
      /^not enough memory for the first start of the embedded database in DATA_DIR=\/srv\/data\/pglite: creating it needs about 800 MB, the memory limit is 400 MB/,
    );
    expect(() => checkFirstStartMemory('/srv/data/pglite', FIRST_START_BYTES)).not.toThrow();
    expect(() => checkFirstStartMemory('/srv/data/pglite', null)).not.toThrow();
  });
});

describe('startupMessage', () => {
  const url = 'postgres://app:secret@db.internal:6543/ijara';
  it('names DATABASE_URL without its password', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const message = startupMessage(new Error('migration failed', { cause: refused }), { DATABASE_URL: url });
    expect(message).toBe(
      'database unreachable: nothing answers at db.internal:6543/ijara (ECONNREFUSED); start PostgreSQL there or correct DATABASE_URL',
    );
    expect(startupMessage({ code: '3D000' }, { DATABASE_URL: url })).toBe(
      'database refused the connection: the database does not exist at db.internal:6543/ijara (DATABASE_URL)',
    );
  });

  it('names PORT and HOST when the port is taken, and leaves a bug its stack', () => {
    const taken = { code: 'EADDRINUSE', address: '127.0.0.1', port: 3000 };
    expect(startupMessage(taken, {})).toBe(
      'cannot listen on 127.0.0.1:3000 (EADDRINUSE); choose another PORT or HOST',
    );
    expect(startupMessage(new TypeError('x is undefined'), {})).toBeNull();
  });
});
