import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'staff',
    sequence: { groupOrder: 1 },
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The files of a worker share the app's modules (apps/web/vitest.config.ts says why); the set-up file
    // undoes what a test leaves in them.
    isolate: false,
    unstubGlobals: true,
    setupFiles: ['./src/testing-setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
