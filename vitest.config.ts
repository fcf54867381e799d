import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      'apps/web',
      'apps/web/vitest.own-modules.config.ts',
      'apps/staff',
    ],
    // Vitest's default (cores − 1) is a single worker on a 2-core machine, while most api suites wait on
    // PostgreSQL: one worker more than the cores keeps both busy.
    maxWorkers: availableParallelism() + 1,
  },
});
