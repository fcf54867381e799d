// Prints the JavaScript of a first visit: the entry script and its modulepreloads from the built
// index.html (raw and gzip), what opening a route adds, what a first visit to a page the server drew
// downloads before it is interactive, and the stack's floor with the budget (docs/decisions/030, 061).
// Run after `npm run build -w @ijara/web`. scripts/bench/first-visit.mts measures the same in Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFloor } from './bench/floor.mjs';

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);

let raw = 0;
let gzip = 0;
for (const file of new Set(files)) {
  const bytes = readFileSync(join(dist, file));
  const packed = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += packed;
  process.stdout.write(
    `${`${file.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB ${(packed / 1024).toFixed(1).padStart(7)} KB gzip`}\n`,
  );
}
process.stdout.write(
  `${`entry and its preloads (index.html): ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`}\n`,
);

// What opening a route adds on top of the initial JS: its lazy chunk and every chunk it imports that
// the first visit did not load (gzip each, summed). Route chunks are named after their route file and
// imported lazily by the entry; a shared chunk may carry the same name (contract schemas/catalog.ts).
const initial = new Set([...files].map((file) => file.replace(/^\//, '')));
const assets = join(dist, 'assets');
const importsOf = (file) =>
  [...readFileSync(join(dist, file), 'utf8').matchAll(/from"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]}`);
const lazy = new Set(
  [...initial].flatMap((file) =>
    [...readFileSync(join(dist, file), 'utf8').matchAll(/import\(`\.\/([^`]+\.js)`\)/g)].map((m) => m[1]),
  ),
);
function routeCost(name) {
  const chunk = readdirSync(assets).find(
    (file) => lazy.has(file) && new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file),
  );
  if (!chunk) return null;
  const seen = new Set();
  const queue = [`assets/${chunk}`];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || initial.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  const own = gzipSync(readFileSync(join(dist, 'assets', chunk)), { level: 9 }).length;
  const total = [...seen].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
  return { chunk, own, total, count: seen.size };
}
for (const name of ['home', 'catalog', 'catalog-gadget', 'checkout', 'success', 'success-subscription']) {
  const cost = routeCost(name);
  if (!cost) continue;
  process.stdout.write(
    `route ${name.padEnd(22)} own chunk ${(cost.own / 1024).toFixed(1).padStart(5)} KB gzip, with the ${cost.count - 1} chunks it adds ${(cost.total / 1024).toFixed(1).padStart(5)} KB gzip\n`,
  );
}

// What a first visit downloads before the page is interactive, as the server's HTML names it for a page
// it drew (apps/api/src/plugins/web-index.ts): the entry and its preloads, the page's chunks with all
// they import (route-preloads.json), and what taking the drawn page over needs (`hydration`). A public
// page carries the texts it shows, so its language's messages come after the take-over, with what the
// page works without until then (docs/decisions/061); a signed-in page's frame is drawn over with the
// whole language. The budget is the stack's floor (below) + 30 KB for "/" and "/catalog/".
const preloads = JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8'));
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const firstVisits = [
  ['home', '/', true],
  ['catalog', '/catalog/', true],
  ['catalogGadget', 'a device page', false],
  ['faq', '/faq/', false],
  ['subscriptions', '/subscriptions/ (a frame)', false],
].map(([page, path, budgeted]) => {
  const messages = page === 'subscriptions' ? preloads.locales.ru : [];
  const scripts = new Set([...files, ...preloads.pages[page].scripts, ...preloads.hydration, ...messages]);
  const total = [...scripts].reduce((sum, file) => sum + gzipOf(file), 0);
  return { page, path, budgeted, total, count: scripts.size };
});

// The floor (./bench/floor.mjs): what any page must download, whatever the app does.
const floor = async (entry) =>
  (await buildFloor(entry)).reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0);
const stack = await floor('page.tsx');
const signIn = await floor('sign-in-page.tsx');
const budget = stack + 30 * 1024;
const kb = (bytes) => (bytes / 1024).toFixed(1);
// What "/" loads once it has been taken over, when the browser is idle or at the first focus of the
// form: the form's library and checks, the later steps of signing in, the rest of the Russian messages.
const before = new Set(
  [...files, ...preloads.pages.home.scripts, ...preloads.hydration].map((file) => file.replace(/^\//, '')),
);
const later = new Set();
const laterQueue = readdirSync(assets)
  .filter((file) => /^(checked-sign-in-form|code-step|telegram-step|finishing-step)-[\w-]{8}\.js$/.test(file))
  .map((file) => `assets/${file}`)
  .concat(preloads.locales.ru.map((file) => file.replace(/^\//, '')));
while (laterQueue.length > 0) {
  const file = laterQueue.pop();
  if (later.has(file) || before.has(file)) continue;
  later.add(file);
  laterQueue.push(...importsOf(file));
}
const laterGzip = [...later].reduce((sum, file) => sum + gzipOf(file), 0);

for (const { path, budgeted, total, count } of firstVisits) {
  const verdict = budgeted
    ? total <= budget
      ? ' within the budget'
      : ` ${kb(total - budget)} KB over the budget`
    : '';
  process.stdout.write(
    `first visit to ${path.padEnd(26)} ${kb(total).padStart(6)} KB gzip in ${count} scripts before interactive${verdict}\n`,
  );
}
process.stdout.write(
  `after "/" is taken over (sign-in form's libraries and checks, later steps, the rest of the messages): ` +
    `${kb(laterGzip)} KB gzip in ${later.size} scripts\n`,
);
process.stdout.write(
  `floor of any page (React, React Router, TanStack Query, i18next): ${kb(stack)} KB gzip; ` +
    `budget of "/" and "/catalog/" before interactive: floor + 30 KB = ${kb(budget)} KB gzip\n` +
    `floor of "/" with its sign-in form's libraries (react-hook-form, zod, libphonenumber-js), which load ` +
    `after the page is usable: ${kb(signIn)} KB gzip\n`,
);
