import type { ZSandboxMode } from '@ijara/contract';
import type { z } from 'zod';

export type SandboxMode = z.infer<typeof ZSandboxMode>;

/** Small and seedable, so tests that set SANDBOX_SEED see the same duplicates and reorders every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The sandbox's switches, per process: `mode` makes it slow or unavailable for fault tests; the rates
 * make callbacks arrive twice or late, as real providers' do now and then.
 */
export class SandboxState {
  mode: SandboxMode;
  duplicateRate: number;
  reorderRate: number;
  readonly random: () => number;

  constructor(options: {
    mode: SandboxMode;
    duplicateRate: number;
    reorderRate: number;
    seed?: number | undefined;
  }) {
    this.mode = options.mode;
    this.duplicateRate = options.duplicateRate;
    this.reorderRate = options.reorderRate;
    this.random = options.seed === undefined ? Math.random : seededRandom(options.seed);
  }

  chance(rate: number): boolean {
    return rate > 0 && this.random() < rate;
  }
}
