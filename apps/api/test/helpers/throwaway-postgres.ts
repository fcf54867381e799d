import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

const BIN = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'].find(
  (folder) => existsSync(path.join(folder, 'initdb')),
);
const AS_ROOT = process.getuid?.() === 0;

/** initdb and pg_ctl are here, and (as root) a `postgres` user to run them: a cluster can be made. */
export const canMakeCluster = BIN !== undefined && (!AS_ROOT || existsSync('/usr/sbin/runuser'));

/**
 * A PostgreSQL cluster of one test's own on another port, to stop and restart at will without touching
 * the shared server. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export class ThrowawayPostgres {
  readonly url: string;
  private readonly folder: string;

  constructor(readonly port: number) {
    this.folder = mkdtempSync(path.join(tmpdir(), 'ijara-pg-'));
    if (AS_ROOT) chownSync(this.folder, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    this.run('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  private get data(): string {
    return path.join(this.folder, 'data');
  }

  private command(tool: string, args: string[]): [string, string[]] {
    const binary = path.join(BIN ?? '', tool);
    return AS_ROOT ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  }

  private run(tool: string, args: string[]): void {
    execFileSync(...this.command(tool, args), { stdio: 'ignore' });
  }

  /** Asynchronous, so requests keep flowing in the test while the server stops and starts. */
  private async ctl(action: string, ...extra: string[]): Promise<void> {
    const options = `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
    const args = [
      '-D',
      this.data,
      '-l',
      path.join(this.folder, 'log'),
      '-w',
      '-o',
      options,
      ...extra,
      action,
    ];
    await execFileAsync(...this.command('pg_ctl', args));
  }

  start(): Promise<void> {
    return this.ctl('start');
  }

  /** "fast": every session is terminated (57P01), as an operator's restart or a failover does. */
  stop(): Promise<void> {
    return this.ctl('stop', '-m', 'fast');
  }

  restart(): Promise<void> {
    return this.ctl('restart', '-m', 'fast');
  }

  remove(): void {
    try {
      this.run('pg_ctl', ['-D', this.data, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}
