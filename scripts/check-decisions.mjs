// Part of `npm run lint`: every decision in docs/decisions/ has a number of its own and a row in the
// index (docs/decisions/README.md), so a newcomer finds each one and no two share a number.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '..', 'docs', 'decisions');
const files = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'));
const index = readFileSync(join(folder, 'README.md'), 'utf8');
const problems = [];
const seen = new Map();
for (const file of files) {
  const number = file.slice(0, 3);
  if (seen.has(number)) problems.push(`${file} and ${seen.get(number)} share the number ${number}`);
  seen.set(number, file);
  if (!index.includes(`](${file})`)) problems.push(`${file} is not listed in docs/decisions/README.md`);
}
if (problems.length > 0) {
  console.error(`decisions:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
