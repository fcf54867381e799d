// @vitest-environment node
import { PROGRESS_THROTTLE_MS } from '@ijara/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from './progress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('navigation progress', () => {
  it('stays hidden when loading ends within the throttle', () => {
    const progress = createProgress();
    progress.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    progress.finish();
    vi.advanceTimersByTime(1000);
    expect(progress.get().phase).toBe('idle');
  });

  it('runs after the throttle and completes', () => {
    const progress = createProgress();
    progress.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(progress.get().phase).toBe('running');
    progress.finish();
    expect(progress.get().phase).toBe('done');
    vi.advanceTimersByTime(1000);
    expect(progress.get().phase).toBe('idle');
  });

  it('turns failed when the route could not load', () => {
    const progress = createProgress();
    const seen: string[] = [];
    progress.subscribe(() => seen.push(progress.get().phase));
    progress.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    progress.finish(true);
    expect(progress.get().phase).toBe('failed');
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual(['running', 'failed', 'idle']);
  });
});
