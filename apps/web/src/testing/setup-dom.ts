import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// findBy… and waitFor give up after 4 s instead of 1: a whole-app render on two busy cores (lazy
// routes, i18n) can take more than a second. Passing tests do not wait any longer for it.
configure({ asyncUtilTimeout: 4_000 });

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
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => cleanup());
