import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// No server answers web tests: a call a test did not stub fails as a browser offline would, instead of
// happy-dom reaching out to whatever listens on localhost:3000.
globalThis.fetch = async () => {
  throw new TypeError('Failed to fetch (no server in web tests: stub fetch)');
};

// The DOM lacks what Radix and the router touch; these are inert stand-ins.
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

/**
 * Registers the DOM hooks of one test file. Called by the setup file of every file: with workers reusing
 * their modules (`isolate: false`) this module is evaluated once, and hooks belong to the file that
 * registers them.
 */
export function registerDomHooks(): void {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => cleanup());
}
