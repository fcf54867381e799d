import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text file of the build once it is
 * complete (the service worker included), so the api sends them as they are (@fastify/static
 * `preCompressed`) instead of compressing on every request or not at all.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ijara-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
          const bytes = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
          );
        }
      },
    },
  };
}
