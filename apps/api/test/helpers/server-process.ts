import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { API_PREFIX, DEV_OUTBOX_PATH } from '@ijara/contract';
import { builtCommand } from './api-build';
import { NO_WEB_DIST, TEST_SECRET } from './app';
import { signedHeaders } from './request';

/** A port nothing listens on now, chosen by the system (a random pick can hit an outgoing connection's). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `npm start`'s server in a process of its own, to watch it survive (or not) what happens around it. */
export class ServerProcess {
  readonly base: string;
  readonly child: ChildProcess;
  private stderr = '';

  constructor(port: number, env: Record<string, string>) {
    this.base = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, builtCommand('server'), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        API_SIGNATURE_SECRET: TEST_SECRET,
        // One proxy in front: the right-most X-Forwarded-For entry, which call() writes, is the client.
        TRUST_PROXY: '1',
        // No web build: one made with another signature secret would stop the start (web-signature.ts).
        WEB_DIST: NO_WEB_DIST,
        HOST: '127.0.0.1',
        PORT: String(port),
        // The embedded database unless the test names one: never the suite's shared PostgreSQL.
        DATABASE_URL: '',
        ...env,
      },
    });
    const keep = (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get log(): string {
    return this.stderr;
  }

  async ready(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!this.alive) throw new Error(`the server exited: ${this.stderr}`);
      const ok = await fetch(`${this.base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not start');
  }

  /** A signed /api/v3/ call; the time it took is part of the answer. */
  async call(apiPath: string, body?: unknown, token?: string, ip = '10.1.1.1') {
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers = {
      ...signedHeaders(text),
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const started = performance.now();
    const response = await fetch(`${this.base}${API_PREFIX}${apiPath}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: text }),
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await response.json()) as Record<string, unknown>;
    return { status: response.status, json, headers: response.headers, ms: performance.now() - started };
  }

  /** A registered client's token: the code from the dev outbox, then the profile. */
  async signIn(phone: string, city: number, profile: object): Promise<string> {
    await this.call('auth/registration/', { phone, city });
    const outbox = (await fetch(`${this.base}${DEV_OUTBOX_PATH}?phone=${phone}`).then((r) => r.json())) as {
      messages: Array<{ code: string }>;
    };
    const confirmed = await this.call('auth/confirmation/', { phone, code: outbox.messages[0]?.code });
    const token = String(confirmed.json.token);
    await this.call('user/updateinfo/', profile, token);
    return token;
  }

  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (!this.alive) return Promise.resolve(this.child.exitCode);
    return new Promise((resolve) => {
      this.child.once('exit', (code) => resolve(code));
      this.child.kill(signal);
    });
  }
}
