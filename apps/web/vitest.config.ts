import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { defines } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  define: defines,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Whole-app renders in jsdom take seconds when every suite runs at once on two cores.
    testTimeout: 15_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
