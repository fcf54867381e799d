import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { defines } from './vite.config.ts';

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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Whole-app renders in jsdom take seconds when every suite runs at once on two cores.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
