import type { Locale } from '@ijara/contract';
import { config } from '../config';

// The client's state, apart from ./call.ts: the session connects to it, tests and the server's renderer
// configure it, and log-out resets it, all before (or without) the first call loading the rest.

/** How the session answers what the client notices; connected in ./index.ts. */
export interface ApiClientHooks {
  /** A 401 from any call (SPEC.md §4): log out and go to "/". */
  onUnauthorized: () => void;
  /** A POST was refused before sending because the client asked to delete their data (SPEC.md §6). */
  onDeletionBlocked: (locale: Locale) => void;
  /**
   * The api refused a POST with 403 and named a page of this app to show instead (`redirect`): the
   * client's state changed where this session did not see it (a deletion asked on another device).
   */
  onRedirect: (path: string) => void;
}

export interface Settings extends ApiClientHooks {
  fetch: typeof fetch;
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  baseUrl: string;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

let hooks: ApiClientHooks = { onUnauthorized: () => {}, onDeletionBlocked: () => {}, onRedirect: () => {} };

const defaults = (): Settings => ({
  fetch: (...args) => globalThis.fetch(...args),
  wait,
  baseUrl: config.apiBase,
  ...hooks,
});

let settings = defaults();
const inFlight = new Set<AbortController>();

export function clientSettings(): Settings {
  return settings;
}

/** A call in flight, aborted by resetApiClient() unless it is detached. */
export function trackCall(controller: AbortController): () => void {
  inFlight.add(controller);
  return () => inFlight.delete(controller);
}

/**
 * The session's answers to a 401 and to a refused POST. Set once by ./index.ts (log-out lives above
 * this module, so it is handed in rather than imported); kept by resetApiClient().
 */
export function connectApiClient(next: ApiClientHooks): void {
  hooks = next;
  settings = { ...settings, ...next };
}

/** Test seams; anything not given keeps its value until resetApiClient(). */
export function configureApiClient(patch: Partial<Settings>): void {
  settings = { ...settings, ...patch };
}

/** Log-out clears the HTTP client (SPEC.md §4): pending calls are aborted and settings restored. */
export function resetApiClient(): void {
  for (const controller of inFlight) controller.abort();
  inFlight.clear();
  settings = defaults();
}
