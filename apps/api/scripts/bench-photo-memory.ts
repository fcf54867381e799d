/**
 * npm run bench:photos -w @ijara/api: the built server on a new embedded database; its resident memory
 * before and after four parallel photo uploads of the largest picture accepted (a 4000×4000 PNG of
 * zeros, 16 MP, ~50 KB — decoding it takes ~64 MB of pixels) and of a 6300×6300 one (40 MP, refused
 * from its header now). Decoding runs in a process of its own (src/photos/photo-worker.ts),
 * so the api's memory must come back within 50 MB of where it was. Exits non-zero otherwise.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startApiProcess } from './api-processes';
import { buildApi } from './build-api.mjs';

const OPS_TOKEN = 'bench-photo-ops-token-0123456789abcdef';
const ALLOWED_GROWTH_MB = 50;

function residentMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const zeros = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const folder = mkdtempSync(path.join(tmpdir(), 'ijara-bench-photos-'));
const build = path.join(import.meta.dirname, '..', `.test-dist-${process.pid}`);
await buildApi(build);
const api = await startApiProcess(
  { DATABASE_URL: '', DATA_DIR: path.join(folder, 'pglite'), OPS_TOKEN, SEED_DEMO: 'true' },
  [path.join(build, 'server.js')],
);
let failed = false;
try {
  const upload = async (image: Buffer) => {
    const response = await fetch(`${api.url}/api/ops/gadget-image/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
      body: JSON.stringify({ operator: 'bench', gadget: 'iphone-16', image: image.toString('base64') }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));
  // One small upload first, so the memory of loading the route's code is in "before".
  await upload(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
  );
  await settle();
  const before = residentMb(api.pid);
  for (const side of [4000, 6300]) {
    const image = await zeros(side);
    let peak = residentMb(api.pid);
    const watch = setInterval(() => {
      peak = Math.max(peak, residentMb(api.pid));
    }, 25);
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: 4 }, () => upload(image)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    clearInterval(watch);
    await settle();
    const after = residentMb(api.pid);
    console.info(
      `${side}×${side} PNG of zeros (${Math.round(image.length / 1024)} KB), 4 in parallel: answers ${statuses.join(', ')} in ${seconds} s; ` +
        `api RSS before ${before} MB, peak ${peak} MB, after ${after} MB (${after - before >= 0 ? '+' : ''}${after - before} MB)`,
    );
    if (after - before > ALLOWED_GROWTH_MB) failed = true;
  }
} finally {
  await api.stop();
  rmSync(folder, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
}
if (failed) {
  console.error(`the api's memory grew more than ${ALLOWED_GROWTH_MB} MB`);
  process.exit(1);
}
