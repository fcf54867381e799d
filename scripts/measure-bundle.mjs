// Prints the JavaScript a first visit to "/" loads before any route chunk: the entry script and its
// modulepreloads from the built index.html, raw and gzip. Run after `npm run build`.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

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

// What a first visit downloads before the page is interactive, as the server's HTML names it: the entry
// and its preloads, the page's chunks with all they import (route-preloads.json, the list the api puts
// into the page's head) and the Russian messages. The budget is 150 KB gzip for "/" and "/catalog/".
const preloads = JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8'));
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
for (const [page, path] of [
  ['home', '/'],
  ['catalog', '/catalog/'],
  ['catalogGadget', 'a device page'],
  ['faq', '/faq/'],
  ['subscriptions', '/subscriptions/ (a frame)'],
]) {
  const scripts = new Set([...files, ...preloads.pages[page].scripts, ...preloads.locales.ru]);
  const total = [...scripts].reduce((sum, file) => sum + gzipOf(file), 0);
  process.stdout.write(
    `first visit to ${path.padEnd(26)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip in ${scripts.size} scripts\n`,
  );
}

// The floor under any page: DESIGN.md's web stack (React, React Router, TanStack Query, i18next) and,
// for "/", the sign-in form's libraries, built alone from scripts/bench/framework-floor/ with the app's
// target. Whatever the app does, a page cannot download less than these (docs/decisions/030).
async function floor(entry) {
  const outDir = join(tmpdir(), `framework-floor-${process.pid}`);
  await build({
    root: join(import.meta.dirname, 'bench', 'framework-floor'),
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      rollupOptions: { input: join(import.meta.dirname, 'bench', 'framework-floor', entry) },
    },
  });
  const assets = join(outDir, 'assets');
  const gzip = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  rmSync(outDir, { recursive: true, force: true });
  return gzip;
}
const stack = await floor('page.tsx');
const signIn = await floor('sign-in-page.tsx');
process.stdout.write(
  `floor of any page (React, React Router, TanStack Query, i18next): ${(stack / 1024).toFixed(1)} KB gzip; ` +
    `of "/" with its sign-in form's libraries (react-hook-form, zod, libphonenumber-js): ${(signIn / 1024).toFixed(1)} KB gzip ` +
    `(the first-visit budget is 150 KB)\n`,
);
