// Prints the JavaScript a first visit to "/" loads before any route chunk: the entry script and its
// modulepreloads from the built index.html, raw and gzip. Run after `npm run build`.
import { readFileSync } from 'node:fs';
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
