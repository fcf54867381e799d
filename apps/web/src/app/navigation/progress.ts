import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@ijara/contract';

export type ProgressPhase = 'idle' | 'running' | 'done' | 'failed';

export interface ProgressState {
  phase: ProgressPhase;
}

type Listener = () => void;

/**
 * The navigation progress bar (SPEC.md §9): it appears only when loading lasts longer than the
 * throttle, creeps towards the end for PROGRESS_DURATION_MS, then completes or turns failed.
 */
interface Timers {
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(id: ReturnType<typeof setTimeout> | undefined): void;
}

// Wrapped: browsers throw "Illegal invocation" when timer functions are called as methods of another object.
const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id),
};

export function createProgress(timers: Timers = realTimers) {
  let state: ProgressState = { phase: 'idle' };
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();

  const emit = (phase: ProgressPhase) => {
    state = { phase };
    for (const listener of listeners) listener();
  };
  const clear = () => {
    timers.clearTimeout(showTimer);
    timers.clearTimeout(hideTimer);
  };

  return {
    get: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (state.phase === 'running') return;
      clear();
      showTimer = timers.setTimeout(() => emit('running'), PROGRESS_THROTTLE_MS);
    },
    finish(failed = false) {
      clear();
      if (state.phase !== 'running' && !failed) {
        if (state.phase !== 'idle') emit('idle');
        return;
      }
      emit(failed ? 'failed' : 'done');
      hideTimer = timers.setTimeout(() => emit('idle'), failed ? 1200 : 300);
    },
  };
}

export type Progress = ReturnType<typeof createProgress>;
export { PROGRESS_DURATION_MS };

/** The app's one bar, fed by the router. */
export const navigationProgress = createProgress();
