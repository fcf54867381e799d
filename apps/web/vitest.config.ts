import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { defines } from './vite.config.ts';

/**
 * Files that run in their own project with a module graph per file (vitest.own-modules.config.ts); the
 * rest share one per worker. Two swap a module for a test's own (`vi.mock`, `vi.doMock` after
 * `vi.resetModules`); the router's scroll-restore checks of app-routes failed once in five runs with
 * shared modules (a reload not restored; unexplained, docs/decisions/031).
 */
export const OWN_MODULE_FILES = [
  'src/features/auth/components/sign-in-form.test.tsx',
  'src/features/claims/components/claim-form.test.tsx',
  'src/app/app-routes.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  define: defines,
  test: {
    name: 'web',
    // After the api's suites, not beside them: the api's tests start server processes and a PostgreSQL
    // cluster, and on two cores the web's timing-sensitive renders (a scroll restored, a dialog's
    // outcome) then failed in CI while passing alone. Only the order changes, no check.
    sequence: { groupOrder: 1 },
    // happy-dom builds a window in a fraction of jsdom's time (web suite 144 → ~100 core-seconds);
    // docs/decisions/031-test-speed.md. A page never loads another document: `location.assign` only
    // changes the URL, as under jsdom.
    environment: 'happy-dom',
    environmentOptions: {
      happyDOM: {
        settings: { navigation: { disableMainFrameNavigation: true, disableChildPageNavigation: true } },
      },
    },
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts'],
    exclude: ['**/node_modules/**', ...OWN_MODULE_FILES],
    // A worker evaluates the app's modules once for all its files, not once per file: the per-file
    // imports, set-up and transforms were two thirds of the web suite's time (225 → 120 core-seconds
    // with the staff app's). What a file leaves behind is undone after every test: the rendered tree,
    // storage, the query cache, the session (src/testing/setup.ts), spies, stubbed globals and timers.
    isolate: false,
    unstubGlobals: true,
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Whole-app renders in jsdom take seconds when every suite runs at once on two cores.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
