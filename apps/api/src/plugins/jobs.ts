import fp from 'fastify-plugin';
import { IntervalJob } from '../lib/interval-job';
import { JobLeases } from './job-leases';

/** A job as a module adds it. */
export interface JobSpec {
  /** Names the job in logs and in `job_leases`. */
  name: string;
  enabled: boolean;
  intervalMs: number;
  /**
   * `shared`: the job claims its own rows (FOR UPDATE SKIP LOCKED), so every process may run it at once
   * and they share the work (billing). `exclusive`: one process at a time, by a lease in the database.
   */
  mode: 'shared' | 'exclusive';
  run: () => Promise<unknown>;
}

export interface Jobs {
  add(spec: JobSpec): void;
  /** Runs a job once now, as its timer would (tests, the dev routes). */
  runNow(name: string): Promise<void>;
  /** The jobs added, with whether each runs in this process. */
  list(): Pick<JobSpec, 'name' | 'enabled' | 'intervalMs' | 'mode'>[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** An exclusive job's lease lasts this long at least, so a process that died frees it soon. */
const MIN_LEASE_SECONDS = 60;

/**
 * The one runner of background jobs (docs/decisions/036): named jobs, each with its own switch and
 * interval, started when the app is ready and stopped (waiting for a run under way) when it closes.
 */
export const jobs = fp(
  async (app) => {
    const leases = new JobLeases(app.db);
    const specs = new Map<string, JobSpec>();
    const timers: IntervalJob[] = [];

    /** Exclusive jobs this app is running now: a lease of its own is taken again only when not. */
    const running = new Set<string>();
    const turn = (spec: JobSpec) => async () => {
      if (spec.mode === 'shared') return spec.run();
      if (running.has(spec.name)) return;
      running.add(spec.name);
      try {
        const leaseSeconds = Math.max(MIN_LEASE_SECONDS, Math.ceil((spec.intervalMs * 2) / 1000));
        if (!(await leases.take(spec.name, leaseSeconds))) return;
        try {
          await spec.run();
          await leases.release(spec.name, null);
        } catch (error) {
          await leases.release(spec.name, String((error as Error)?.message ?? error)).catch(() => {});
          throw error;
        }
      } finally {
        running.delete(spec.name);
      }
    };

    app.decorate('jobs', {
      add(spec) {
        if (specs.has(spec.name)) throw new Error(`job ${spec.name} added twice`);
        specs.set(spec.name, spec);
        if (spec.enabled) timers.push(new IntervalJob(spec.name, turn(spec), spec.intervalMs, app.log));
      },
      async runNow(name) {
        const spec = specs.get(name);
        if (!spec) throw new Error(`no job ${name}`);
        await turn(spec)();
      },
      list: () =>
        [...specs.values()].map(({ name, enabled, intervalMs, mode }) => ({
          name,
          enabled,
          intervalMs,
          mode,
        })),
    } satisfies Jobs);
    app.addHook('onReady', async () => {
      for (const timer of timers) timer.start();
    });
    app.addHook('onClose', async () => {
      await Promise.all(timers.map((timer) => timer.stop()));
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
