import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'staff',
    sequence: { groupOrder: 1 },
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing-setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
