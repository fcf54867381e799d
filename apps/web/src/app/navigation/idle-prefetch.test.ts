// @vitest-environment node
import { IDLE_PREFETCH_MS } from '@ijara/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed, scheduleIdlePrefetch } from './idle-prefetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('idle prefetch', () => {
  it('is skipped on 2G and with data saver', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  // Both ways are set here, not taken from the worker: a DOM environment left by another file of the
  // worker has its own requestIdleCallback, which fake timers do not drive (failed once in CI).
  it('waits for the idle timeout and can be cancelled (no requestIdleCallback: Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn();
    scheduleIdlePrefetch(load);
    vi.advanceTimersByTime(IDLE_PREFETCH_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    scheduleIdlePrefetch(cancelled)();
    vi.advanceTimersByTime(IDLE_PREFETCH_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('hands the load to requestIdleCallback after the timeout, and cancels it there too', () => {
    vi.useFakeTimers();
    const idle: Array<() => void> = [];
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const load = vi.fn();
    const cancel = scheduleIdlePrefetch(load);
    vi.advanceTimersByTime(IDLE_PREFETCH_MS);
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(load).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(1);
  });
});
