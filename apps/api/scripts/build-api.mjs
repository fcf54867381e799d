// The api as plain JavaScript: src/server.ts, the ops and seed commands and the data-folder creator
// bundled into one folder, with the migrations beside them (database.ts finds them there). The
// contract (TypeScript source in the workspace) is bundled in; every npm package stays an import
// resolved from node_modules at run time.
// Used by `npm run build` (dist/) and by the api tests, which start these files as child processes.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { needsTwoBytes, oneByteSource } from '../../../scripts/one-byte-source.mjs';

const api = join(import.meta.dirname, '..');
const packageJson = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const dependencies = (manifest) => Object.keys(manifest.dependencies ?? {});
const contract = join(api, '..', '..', 'packages', 'contract');
const external = [...dependencies(packageJson(api)), ...dependencies(packageJson(contract))].filter(
  (name) => !name.startsWith('@ijara/'),
);

/**
 * Builds into `outdir`, which must sit directly in apps/api (config.ts finds the repository two folders
 * up from the running file).
 */
export async function buildApi(outdir) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      server: join(api, 'src/server.ts'),
      ops: join(api, 'src/cli/ops.ts'),
      seed: join(api, 'src/cli/seed.ts'),
      'create-data-dir': join(api, 'src/cli/create-data-dir.ts'),
      'photo-worker': join(api, 'src/photos/photo-worker.ts'),
    },
    outdir,
    bundle: true,
    splitting: true,
    // Chunks beside the entries: config.ts and database.ts resolve paths from the running file's folder.
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    // Subpaths too (drizzle-orm/pglite, pino/file …): `external: ['pkg']` alone misses 'pkg/sub'.
    external: external.flatMap((name) => [name, `${name}/*`]),
    sourcemap: 'linked',
    logLevel: 'warning',
    // CommonJS packages bundled into ESM may call require(); give them one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  // esbuild writes strings in ASCII but comments as they are: one "→" doubles a file's source in V8.
  for (const name of readdirSync(outdir).filter((file) => file.endsWith('.js'))) {
    const code = readFileSync(join(outdir, name), 'utf8');
    if (needsTwoBytes(code)) writeFileSync(join(outdir, name), oneByteSource(code));
  }
  cpSync(join(api, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
}
