// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fresh module: its queue and whether the app took over are the module's own. */
async function fresh() {
  vi.resetModules();
  return import('./after-take-over');
}

describe('work done after the take-over', () => {
  it('waits for the take-over, then for the browser to be idle', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const { afterTakeOver, tookOver } = await fresh();
    const task = vi.fn();
    afterTakeOver(task);
    expect(idle).toHaveLength(0);
    tookOver();
    expect(task).not.toHaveBeenCalled();
    for (const run of idle.splice(0)) run();
    expect(task).toHaveBeenCalledOnce();
    // Asked for later, it only waits for an idle moment.
    const later = vi.fn();
    afterTakeOver(later);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(later).toHaveBeenCalledOnce();
  });

  it('runs shortly after the take-over where there is no requestIdleCallback', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterTakeOver, tookOver } = await fresh();
    const task = vi.fn();
    afterTakeOver(task);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    tookOver();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledOnce();
  });
});
