import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a task every `intervalMs` in this process, never two at once; stop() waits for a run under way.
 * Several processes may each run one: the task itself must be safe with that.
 */
export class IntervalJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly task: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.task()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error, job: this.name }, 'job run failed'))
      .finally(() => {
        this.running = null;
      });
  }
}
