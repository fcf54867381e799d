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

  it('lets the same code through when it names the status and reads the clock', () => {
    const { status, output } = lint(
      'fine.ts',
      [
        "import { SUBSCRIPTION_STATUS } from '@ijara/contract';",
        "import { eq } from 'drizzle-orm';",
        "import { subscriptions } from '../../db/schema/index';",
        "import type { Clock } from '../../lib/clock';",
        'export const where = eq(subscriptions.status, SUBSCRIPTION_STATUS.active);',
        'export const at = (clock: Clock) => clock.now();',
        '',
      ].join('\n'),
    );
    expect(output).not.toMatch(/plugin/);
    expect(status).toBe(0);
  });
});
