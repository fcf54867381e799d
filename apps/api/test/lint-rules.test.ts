import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');
/** A module folder of its own, so the plants are judged by the rules of domain code, then removed. */
const PLANTED = path.join(ROOT, 'apps/api/src/modules/zz-planted-by-lint-test');

function lint(file: string, text: string): { status: number | null; output: string } {
  mkdirSync(PLANTED, { recursive: true });
  const target = path.join(PLANTED, file);
  writeFileSync(target, text);
  const run = spawnSync(BIOME, ['lint', '--max-diagnostics=50', target], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The rules of the structure issue (28), proven on planted files as `npm run lint` would judge them. */
describe('lint rules of the codebase', () => {
  afterAll(() => rmSync(PLANTED, { recursive: true, force: true }));

  it('refuses new Date() and Date.now() in a domain module', () => {
    const { status, output } = lint(
      'clock.ts',
      'export const at = new Date();\nexport const ms = Date.now();\n',
    );
    expect(status).toBe(1);
    expect(output.match(/Read the time from the clock/g)).toHaveLength(2);
  });

  it('refuses a bare subscription status number in a query, a row and raw SQL', () => {
    const { status, output } = lint(
      'status.ts',
      [
        "import { eq, sql } from 'drizzle-orm';",
        "import { subscriptions } from '../../db/schema/index';",
        'export const where = eq(subscriptions.status, 2);',
        'export const row = { status: 1, term: 12 };',
        'export const raw = sql`select id from subscriptions s where s.status in (2, 3, 4)`;',
        '',
      ].join('\n'),
    );
    expect(status).toBe(1);
    expect(output.match(/A subscription status by its name/g)).toHaveLength(3);
  });

  it('refuses a write to clients from a module that does not own the table', () => {
    const { status, output } = lint(
      'clients.ts',
      [
        "import { eq, sql } from 'drizzle-orm';",
        "import type { Db } from '../../db/database';",
        "import { clients } from '../../db/schema/index';",
        'export const add = (tx: Db) => tx.insert(clients).values({ phone: "996555000000" });',
        'export const set = (tx: Db) => tx.update(clients).set({ bonus: 1 }).where(eq(clients.id, 1));',
        'export const drop = (tx: Db) => tx.delete(clients).where(eq(clients.id, 1));',
        "export const rawAdd = sql`insert into clients (phone) values ('996555000001')`;",
        `export const rawSet = sql\`UPDATE \${clients} SET forbidden = true\`;`,
        'export const rawDrop = sql`delete from "clients" where id = 1`;',
        '',
      ].join('\n'),
    );
    expect(status).toBe(1);
    expect(output.match(/The clients table is written only by the clients module/g)).toHaveLength(6);
  });

  it('refuses an audit row inserted by hand', () => {
    const { status, output } = lint(
      'audit.ts',
      [
        "import { sql } from 'drizzle-orm';",
        "import type { Db } from '../../db/database';",
        "import { auditLog } from '../../db/schema/index';",
        "export const row = (tx: Db) => tx.insert(auditLog).values({ actor: 'system', action: 'x' });",
        "export const raw = sql`insert into audit_log (actor, action) values ('system', 'x')`;",
        '',
      ].join('\n'),
    );
    expect(status).toBe(1);
    expect(output.match(/Audit rows are written by writeAudit/g)).toHaveLength(2);
  });

  it('lets the same code through when it names the status, reads the clock and calls the owners', () => {
    const { status, output } = lint(
      'fine.ts',
      [
        "import { SUBSCRIPTION_STATUS } from '@ijara/contract';",
        "import { eq } from 'drizzle-orm';",
        "import { subscriptions } from '../../db/schema/index';",
        "import { writeAudit } from '../../db/audit';",
        "import type { Db } from '../../db/database';",
        "import type { Clock } from '../../lib/clock';",
        "import type { ClientWrites } from '../clients/index';",
        'export const where = eq(subscriptions.status, SUBSCRIPTION_STATUS.active);',
        'export const at = (clock: Clock) => clock.now();',
        'export const add = (clients: ClientWrites, tx: Db) => clients.addBonus(tx, 1, 100);',
        "export const audit = (tx: Db) => writeAudit(tx, { actor: 'system', action: 'x' });",
        '',
      ].join('\n'),
    );
    expect(output).not.toMatch(/plugin/);
    expect(status).toBe(0);
  });
});
