// Runs npm scripts one after another (what `npm test` is), stops at the first failure, and prints how long
// each step took. Steps joined by `+` run side by side (lint, the type check, the build and the unit tests:
// none needs another's output, and each leaves some of the two cores idle that the others fill): their output
// is printed when each ends, so it does not interleave. The table also goes to
// test-results/step-times.txt so .ci/run can repeat it at the end.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Runs one npm script; `inherit` streams its output, otherwise it is printed in one piece at the end. */
function run(step, inherit) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', step], { stdio: inherit ? 'inherit' : 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!inherit) process.stdout.write(`\n── npm run ${step} ──\n${output}`);
      resolve([step, (performance.now() - started) / 1000, status === 0 ? 'ok' : `failed (${status})`]);
    });
  });
}

const groups = process.argv.slice(2).map((group) => group.split('+'));
const rows = [];
const wallStarted = performance.now();
for (const group of groups) {
  if (group.length === 1) process.stdout.write(`\n── npm run ${group[0]} ──\n`);
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  rows.push(...results);
  if (results.some(([, , result]) => result !== 'ok')) break;
}

const failed = rows.some(([, , result]) => result !== 'ok');
const wall = (performance.now() - wallStarted) / 1000;
const table = [
  ...rows.map(
    ([step, seconds, result]) => `  ${step.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s  ${result}`,
  ),
  `  ${'total'.padEnd(12)} ${wall.toFixed(1).padStart(7)} s`,
].join('\n');
process.stdout.write(`\nnpm test, step by step:\n${table}\n`);
const folder = join(import.meta.dirname, '..', 'test-results');
mkdirSync(folder, { recursive: true });
writeFileSync(join(folder, 'step-times.txt'), `${table}\n`);
process.exit(failed ? 1 : 0);
