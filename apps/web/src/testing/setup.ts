import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session/store';

// findBy/waitFor wait up to 10 s, not 1: a whole-app render takes seconds when CI runs every suite at
// once, beside the api's tests that start server processes and a PostgreSQL cluster (one CI run waited
// 5.5 s for a dialog's outcome that takes 0.3 s on a quiet machine). A wait is not a check: nothing
// that should fail passes because of it.
configure({ asyncUtilTimeout: 10_000 });

/**
 * A console.error or console.warn fails the test that caused it (STYLE.md); a test that expects one
 * replaces the spy with its own `vi.spyOn(console, 'error').mockImplementation(...)`.
 */
function failOn(method: 'error' | 'warn') {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    throw new Error(`console.${method} during a test: ${args.map(String).join(' ')}`);
  });
}

beforeEach(() => {
  failOn('error');
  failOn('warn');
});

afterEach(() => {
  queryClient.clear();
  sessionStore.reset();
  vi.useRealTimers();
});

// Pure-logic files run on node (`// @vitest-environment node`); the others also get the DOM helpers,
// whose clean-up (registered last) runs first: components unmount before the session empties.
if (typeof document !== 'undefined') (await import('./setup-dom')).registerDomHooks();
