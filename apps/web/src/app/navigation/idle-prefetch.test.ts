// @vitest-environment node
import { IDLE_PREFETCH_MS } from '@ijara/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed, scheduleIdlePrefetch } from './idle-prefetch';

afterEach(() => {
  vi.useRealTimers();
});

describe('idle prefetch', () => {
  it('is skipped on 2G and with data saver', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('waits for the idle timeout and can be cancelled', () => {
    vi.useFakeTimers();
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
});
