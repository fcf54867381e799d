import { CHUNK_RELOAD_GUARD_MS } from '@ijara/contract';

export const CHUNK_RELOAD_KEY = 'ijara.chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));
}

interface GuardDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload?: () => void;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A script chunk that fails to load usually means a new release replaced it: reload to get the new
 * index. At most once per CHUNK_RELOAD_GUARD_MS (SPEC.md §8), so a chunk that is really missing shows
 * the error page instead of a reload loop. Returns whether it reloaded.
 */
export function reloadForChunkError(deps: GuardDeps = {}): boolean {
  const now = deps.now ?? Date.now();
  const storage = deps.storage === undefined ? sessionStorageOrNull() : deps.storage;
  const reload = deps.reload ?? (() => window.location.reload());
  const last = Number(storage?.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (last && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the guard cannot count; reloading once is still better than a dead page.
  }
  reload();
  return true;
}

/** Wraps a dynamic import so a failed chunk reloads the page (once) instead of breaking it. */
export function withChunkReload<T>(load: () => Promise<T>, deps?: GuardDeps): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadForChunkError(deps)) return new Promise<T>(() => {});
      throw error;
    });
}

/** Vite reports failed preloads of a chunk's dependencies on window. */
export function installPreloadErrorGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
