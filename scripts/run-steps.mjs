// Runs npm scripts one after another (what `npm test` is), stops at the first failure, and prints how long
// each step took. The table also goes to test-results/step-times.txt so .ci/run can repeat it at the end.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const steps = process.argv.slice(2);
const rows = [];
let failed = '';
for (const step of steps) {
  process.stdout.write(`\n── npm run ${step} ──\n`);
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  rows.push([step, (performance.now() - started) / 1000, status === 0 ? 'ok' : `failed (${status})`]);
  if (status !== 0) {
    failed = step;
    break;
  }
}

const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
const table = [
  ...rows.map(
    ([step, seconds, result]) => `  ${step.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s  ${result}`,
  ),
  `  ${'total'.padEnd(12)} ${total.toFixed(1).padStart(7)} s`,
].join('\n');
process.stdout.write(`\nnpm test, step by step:\n${table}\n`);
const folder = join(import.meta.dirname, '..', 'test-results');
mkdirSync(folder, { recursive: true });
writeFileSync(join(folder, 'step-times.txt'), `${table}\n`);
process.exit(failed ? 1 : 0);
