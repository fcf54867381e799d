import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    // With the contract first; the web's suites after them (apps/web/vitest.config.ts).
    sequence: { groupOrder: 0 },
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database (a PGlite copy, and a PostgreSQL database when DATABASE_URL is set).
    testTimeout: 30_000,
    // Every file builds its own app on its own database, so nothing leaks between files; reusing the
    // worker's module graph halves the run (api project: 112 s → 61 s with PostgreSQL).
    isolate: false,
    hookTimeout: 60_000,
    globalSetup: ['test/setup/global-setup.ts'],
    setupFiles: ['test/setup/console-guard.ts'],
  },
});
