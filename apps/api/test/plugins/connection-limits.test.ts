import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@ijara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenDataDir } from '../helpers/pglite-pool';
import { signedHeaders } from '../helpers/request';
import { freePort, ServerProcess } from '../helpers/server-process';

const TIMEOUT_MS = 1_500;
const PER_HOST = 40;
const FLOOD = 120;
/** Node checks the timers every few hundred ms, and a busy machine runs them late: bounded, not exact. */
const SLACK_MS = 5_000;

/** The flood comes from 127.0.0.1; the others from other loopback addresses, i.e. other hosts. */
const FLOODER = '127.0.0.1';
const OTHER = '127.0.0.2';

/** A GET from `localAddress`; resolves with the status, or 0 when the connection fails. */
function get(port: number, url: string, localAddress: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: url, localAddress, headers, agent: false, timeout: 5_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** A POST whose body never finishes: one byte every 200 ms of the 1000 it announced. */
function slowBody(port: number, localAddress: string) {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  socket.on('error', () => {});
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  const closed = new Promise<number>((resolve) => {
    const opened = performance.now();
    socket.on('close', () => resolve(performance.now() - opened));
  });
  // The web app's headers, so the api reads the body (to check its signature) instead of answering 400.
  const headers = Object.entries(signedHeaders('{}'))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.on('connect', () => {
    socket.write(
      `POST ${API_PREFIX}auth/registration/ HTTP/1.1\r\nHost: x\r\n${headers}Content-Length: 1000\r\n\r\n{`,
    );
  });
  const drip = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(' ');
  }, 200);
  socket.on('close', () => clearInterval(drip));
  return { socket, closed, answer: () => answer };
}

describe('slow and numerous connections from one host', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'ijara-connections-'));
  let server: ServerProcess;
  let port = 0;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    port = await freePort();
    server = new ServerProcess(port, {
      DATA_DIR: await goldenDataDir(path.join(folder, 'pglite')),
      TRUST_PROXY: 'false',
      LOG_LEVEL: 'debug',
      REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
      MAX_CONNECTIONS: '200',
      MAX_CONNECTIONS_PER_HOST: String(PER_HOST),
    });
    await server.ready();
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await server?.stop('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  });

  it('logs a request its client gave up on as aborted, at debug, not as "database unavailable"', async () => {
    const { socket } = slowBody(port, OTHER);
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    const until = Date.now() + 5_000;
    while (!server.log.includes('request aborted by the client') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const line = server.log.split('\n').find((text) => text.includes('request aborted by the client'));
    expect(line, server.log).toBeDefined();
    expect(JSON.parse(line ?? '{}').level).toBe(20);
    expect(server.log).not.toContain('database unavailable');
  });

  it('cuts a body that does not finish within REQUEST_TIMEOUT_MS', async () => {
    const slow = slowBody(port, OTHER);
    const ms = await slow.closed;
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('keeps /healthz and a signed call answering others while one host floods', async () => {
    const flood = Array.from({ length: FLOOD }, () => slowBody(port, FLOODER));
    sockets.push(...flood.map((slow) => slow.socket));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const cities = signedHeaders('');
    const answers: number[] = [];
    // Through the flood's whole life: while it holds its connections and after the timeout cuts them.
    const until = Date.now() + TIMEOUT_MS * 2;
    while (Date.now() < until) {
      answers.push(await get(port, '/healthz', OTHER));
      answers.push(await get(port, `${API_PREFIX}info/cities/`, OTHER, cities));
    }
    const refused = flood.filter((slow) => slow.answer() === '').length;
    const lifetimes = await Promise.all(flood.map((slow) => slow.closed));
    console.info(
      `connection flood: ${FLOOD} slow connections from one host, ${FLOOD - refused} let in (limit ${PER_HOST}), ` +
        `${answers.length} requests from another host answered ${answers.filter((s) => s === 200).length}× 200; ` +
        `longest slow connection ${Math.round(Math.max(...lifetimes))} ms`,
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(answers.length).toBeGreaterThan(4);
    // Beyond the per-host limit they are closed at once; the ones let in are cut at the timeout.
    expect(FLOOD - refused).toBeLessThanOrEqual(PER_HOST);
    expect(Math.max(...lifetimes)).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    expect(server.alive).toBe(true);
  }, 30_000);
});
