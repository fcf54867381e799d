import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from './app/query-client';
import { setApiLocale } from './lib/staff-api';

configure({ asyncUtilTimeout: 10_000 });

/**
 * Vitest runs without globals, so Testing Library does not unmount between tests by itself; and the files
 * of a worker share the app's modules (vitest.config.ts), so what a test left in them goes too.
 */
afterEach(() => {
  cleanup();
  queryClient.clear();
  setApiLocale('ru');
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
});

/** A console.error or console.warn fails the test that caused it (STYLE.md). */
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} during a test: ${args.map(String).join(' ')}`);
    });
  }
});
