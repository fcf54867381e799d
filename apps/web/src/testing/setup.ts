import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session/store';

/**
 * A console.error or console.warn fails the test that caused it (STYLE.md); a test that expects one
 * replaces the spy with its own `vi.spyOn(console, 'error').mockImplementation(...)`.
 */
function failOn(method: 'error' | 'warn') {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    throw new Error(`console.${method} during a test: ${args.map(String).join(' ')}`);
  });
}

// jsdom lacks what Radix and the router touch; these are inert stand-ins.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

beforeEach(() => {
  failOn('error');
  failOn('warn');
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStore.reset();
});
