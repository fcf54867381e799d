// Prints the JavaScript a first visit to "/" loads before any route chunk: the entry script and its
// modulepreloads from the built index.html, raw and gzip. Run after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
  `${`initial JS of "/": ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip (budget 120 KB gzip)`}\n`,
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
