// The production build of the api: src/server.ts and the ops/seed commands as plain JavaScript in dist/,
// so `npm start` runs no TypeScript loader (docs/decisions/029). The contract (TypeScript source in the
// workspace) is bundled in; every npm package stays an import resolved from node_modules at run time.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const api = join(import.meta.dirname, '..');
const dist = join(api, 'dist');
const packageJson = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const dependencies = (manifest) => Object.keys(manifest.dependencies ?? {});
const contract = join(api, '..', '..', 'packages', 'contract');
const external = [...dependencies(packageJson(api)), ...dependencies(packageJson(contract))].filter(
  (name) => !name.startsWith('@ijara/'),
);

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: join(api, 'src/server.ts') },
  outdir: dist,
  bundle: true,
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
// database.ts finds its migrations beside the running file.
cpSync(join(api, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
process.stdout.write(`api built to apps/api/dist in ${Math.round(performance.now() - started)} ms\n`);
