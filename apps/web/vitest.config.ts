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
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
