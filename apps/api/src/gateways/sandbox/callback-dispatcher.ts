import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { SandboxEvent } from './events';
import type { DueCallback, SandboxRepository } from './repository';
import { signatureHeader } from './signature';
import type { SandboxState } from './state';

/** Sends one signed callback; answers the HTTP status the merchant gave. */
export type CallbackTransport = (body: string, signature: string) => Promise<number>;

export type NewEvent = Omit<SandboxEvent, 'id' | 'created'>;

const BATCH = 50;
const MAX_BACKOFF_SECONDS = 3600;

/**
 * At-least-once delivery of the sandbox's callbacks from an outbox table: each is signed when sent,
 * retried with exponential backoff until the merchant answers 2xx, now and then sent twice, and now
 * and then held back so that a later event overtakes it.
 */
export class CallbackDispatcher {
  private readonly running = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly deps: {
      repository: SandboxRepository;
      state: SandboxState;
      secret: string;
      transport: CallbackTransport;
      reorderDelayMs: number;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Stores an event in the transaction of what it reports; answers its id, or null when held back. */
  async enqueue(tx: Db, event: NewEvent): Promise<string | null> {
    const id = `evt_${randomBytes(12).toString('hex')}`;
    const body = JSON.stringify({
      id,
      type: event.type,
      created: Math.floor(Date.now() / 1000),
      data: event.data,
    });
    const held = this.deps.state.chance(this.deps.state.reorderRate);
    await this.deps.repository.insertCallback(tx, id, body, held ? this.deps.reorderDelayMs : 0);
    return held ? null : id;
  }

  /** Delivers just-committed events at once, unless the sandbox is slow or down (then they wait). */
  async deliverNow(eventIds: (string | null)[]): Promise<void> {
    if (this.deps.state.mode !== 'normal' || this.closed) return;
    for (const eventId of eventIds) {
      if (eventId === null) continue;
      for (const due of await this.deps.repository.claimDue(1, eventId)) await this.track(this.deliver(due));
    }
  }

  /** Delivers every callback that is due now; answers how many went out. */
  async deliverDue(): Promise<number> {
    if (this.deps.state.mode === 'down' || this.closed) return 0;
    let sent = 0;
    for (;;) {
      const batch = await this.deps.repository.claimDue(BATCH);
      for (const due of batch) if (await this.track(this.deliver(due))) sent += 1;
      if (batch.length < BATCH) return sent;
    }
  }

  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      if (this.running.size > 0) return;
      this.track(this.deliverDue()).catch((error: unknown) =>
        this.deps.log.warn({ err: error }, 'sandbox callback delivery run failed'),
      );
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for deliveries under way (the database closes after this). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await Promise.allSettled([...this.running]);
  }

  private async track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    try {
      return await work;
    } finally {
      this.running.delete(work);
    }
  }

  private async deliver(due: DueCallback): Promise<boolean> {
    const { repository, state } = this.deps;
    if (await this.send(due.body)) {
      await repository.markDelivered(due.eventId);
      if (state.chance(state.duplicateRate)) await this.send(due.body);
      return true;
    }
    await repository.markFailed(due.eventId, Math.min(2 ** due.attempts, MAX_BACKOFF_SECONDS));
    return false;
  }

  private async send(body: string): Promise<boolean> {
    try {
      const status = await this.deps.transport(body, signatureHeader(this.deps.secret, body, new Date()));
      if (status >= 200 && status < 300) return true;
      this.deps.log.warn({ status }, 'sandbox callback refused');
    } catch (error) {
      this.deps.log.warn({ err: error }, 'sandbox callback not delivered');
    }
    return false;
  }
}
