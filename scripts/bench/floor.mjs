// The floor under any page: DESIGN.md's web stack (React, React Router, TanStack Query, i18next) and,
// for "/", the sign-in form's libraries, built alone from ./framework-floor/ with the app's target.
// Whatever the app does, a page cannot download less than these (docs/decisions/030). Used by
// scripts/measure-bundle.mjs (gzip) and ./first-visit.mts (as the server sends them).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** The built scripts of framework-floor/<entry> ('page.tsx' or 'sign-in-page.tsx'). */
export async function buildFloor(entry) {
  const root = join(import.meta.dirname, 'framework-floor');
  const outDir = join(tmpdir(), `framework-floor-${process.pid}-${entry}`);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      rollupOptions: { input: join(root, entry) },
    },
  });
  const assets = join(outDir, 'assets');
  const scripts = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file)));
  rmSync(outDir, { recursive: true, force: true });
  return scripts;
}
