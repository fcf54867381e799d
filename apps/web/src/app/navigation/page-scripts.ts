import type { RouteId } from '@ijara/contract';

/** Names a page's scripts for the browser to fetch (./page-preloads.ts), once the table has arrived. */
let preloader: ((id: RouteId) => void) | null = null;

export function setPagePreloader(preload: (id: RouteId) => void): void {
  preloader = preload;
}

/**
 * Has the browser fetch and compile a page's scripts (modulepreload), without running them; false
 * while the table of each page's scripts has not arrived yet.
 */
export function preloadPageScripts(id: RouteId): boolean {
  if (!preloader) return false;
  preloader(id);
  return true;
}
