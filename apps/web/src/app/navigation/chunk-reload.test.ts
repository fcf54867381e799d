// @vitest-environment node
import { CHUNK_RELOAD_GUARD_MS } from '@ijara/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError, withChunkReload } from './chunk-reload';

let sessionStorage: Storage;
beforeEach(() => {
  sessionStorage = memoryStorage();
});

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/faq-x1.js');

describe('chunk-reload guard (SPEC.md §8)', () => {
  it('recognises failed dynamic imports only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 60 s, tracked in session storage', () => {
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadForChunkError({ now: t0, storage: sessionStorage, reload })).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(
      reloadForChunkError({ now: t0 + CHUNK_RELOAD_GUARD_MS - 1, storage: sessionStorage, reload }),
    ).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError({ now: t0 + CHUNK_RELOAD_GUARD_MS, storage: sessionStorage, reload })).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('turns a failed route chunk into a reload that never settles', async () => {
    const reload = vi.fn();
    const load = withChunkReload(() => Promise.reject(chunkError()), {
      now: 5,
      storage: sessionStorage,
      reload,
    });
    const outcome = await Promise.race([
      load().then(() => 'settled'),
      new Promise((r) => setTimeout(r, 20, 'pending')),
    ]);
    expect(outcome).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('lets the error through when it already reloaded, and for other errors', async () => {
    const reload = vi.fn();
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '100');
    const deps = { now: 200, storage: sessionStorage, reload };
    await expect(withChunkReload(() => Promise.reject(chunkError()), deps)()).rejects.toThrow(
      /dynamically imported/,
    );
    await expect(withChunkReload(() => Promise.reject(new Error('boom')), deps)()).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });
});
