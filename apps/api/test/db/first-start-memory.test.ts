import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZCatalogResponse } from '@ijara/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { demoContent } from '../../src/db/seed/demo-content';
import { freePort, ServerProcess } from '../helpers/server-process';

function residentMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * `npm start` on a new data folder: the embedded database is created, migrated and seeded by a process
 * of its own (db/create-data-dir-apart.ts), so the server does not keep the ~650 MB the creation takes.
 */
describe.skipIf(process.platform !== 'linux')('the first start on a new data folder', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'ijara-first-start-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves the demo catalogue without holding the creation memory', async () => {
    const server = new ServerProcess(await freePort(), {
      DATA_DIR: path.join(folder, 'new/pglite'),
      SEED_DEMO: 'true',
    });
    servers.push(server);
    await server.ready();
    const catalog = ZCatalogResponse.parse((await server.call('info/catalog/')).json);
    expect(catalog.gadgets).toHaveLength(demoContent.gadgets.length);
    // ~260 MB this way; ~760 MB when the server created the database itself.
    expect(residentMb(server.child.pid)).toBeLessThan(450);
  }, 120_000);
});
