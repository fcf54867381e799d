import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

/** Vitest runs without globals, so Testing Library does not unmount between tests by itself. */
afterEach(cleanup);

/** A console.error or console.warn fails the test that caused it (STYLE.md). */
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} during a test: ${args.map(String).join(' ')}`);
    });
  }
});
