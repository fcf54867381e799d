import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { SandboxEvent } from './events';
import { type DueCallback, LEASE_SECONDS, type OutgoingCallback, type SandboxRepository } from './repository';
import { signatureHeader } from './signature';
import type { SandboxState } from './state';

/** Sends one signed callback; answers the HTTP status the merchant gave. */
export type CallbackTransport = (body: string, signature: string) => Promise<number>;

export type NewEvent = Omit<SandboxEvent, 'id' | 'created'>;

const BATCH = 50;
const MAX_BACKOFF_SECONDS = 3600;
/**
 * Delivered callbacks are marked so together: one statement for those of a timer's batch, or for what
 * this process delivered at once within this long (a callback per charge otherwise costs a write of
 * its own). Until then the lease keeps other processes from sending one again; a crash in between
 * sends it again after the lease, which at-least-once delivery allows.
 */
const MARK_WITHIN_MS = 50;
const MARK_AT_MOST = 200;

/**
 * At-least-once delivery of the sandbox's callbacks from an outbox table: each is signed when sent,
 * retried with exponential backoff until the merchant answers 2xx, now and then sent twice, and now
 * and then held back so that a later event overtakes it.
 */
export class CallbackDispatcher {
  private readonly running = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly delivered: string[] = [];
  private markTimer: NodeJS.Timeout | undefined;

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

  /** An event ready to store (OutgoingCallback), its id and creation time fixed now. */
  draft(event: NewEvent): OutgoingCallback {
    const { bodies, ...plan } = this.draftEach({ event });
    return { ...plan, body: bodies.event };
  }

  /**
   * An event that may still turn out one of several ways (a charge before its card is read): one id,
   * creation time and delivery plan, and a body for each way. One of them is stored.
   */
  draftEach<Way extends string>(
    events: Record<Way, NewEvent>,
  ): Omit<OutgoingCallback, 'body'> & { bodies: Record<Way, string> } {
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    const bodies = {} as Record<Way, string>;
    for (const way of Object.keys(events) as Way[]) {
      const { type, data } = events[way];
      bodies[way] = JSON.stringify({ id: eventId, type, created, data });
    }
    if (this.deps.state.chance(this.deps.state.reorderRate)) {
      return { eventId, bodies, dueInMs: this.deps.reorderDelayMs, sendNow: false };
    }
    const sendNow = this.deps.state.mode === 'normal' && !this.closed;
    return { eventId, bodies, dueInMs: sendNow ? LEASE_SECONDS * 1000 : 0, sendNow };
  }

  /** Stores an event in the transaction of what it reports; deliverNow() sends it after the commit. */
  async enqueue(tx: Db, event: NewEvent): Promise<OutgoingCallback> {
    const callback = this.draft(event);
    await this.deps.repository.insertCallback(tx, callback.eventId, callback.body, callback.dueInMs);
    return callback;
  }

  /**
   * Sends just-committed events this process holds, unless the sandbox turned slow or down since
   * (then their lease is given back and the timer delivers them in their turn). Answers how many the
   * merchant accepted.
   */
  async deliverNow(callbacks: OutgoingCallback[]): Promise<number> {
    let accepted = 0;
    for (const callback of callbacks) {
      if (!callback.sendNow) continue;
      if (this.deps.state.mode !== 'normal' || this.closed) {
        await this.deps.repository.release(callback.eventId);
        continue;
      }
      const due = { eventId: callback.eventId, body: callback.body, attempts: 0 };
      if (await this.track(this.deliver(due))) accepted += 1;
    }
    return accepted;
  }

  /** Delivers every callback that is due now; answers how many went out. */
  async deliverDue(): Promise<number> {
    if (this.deps.state.mode === 'down' || this.closed) return 0;
    let sent = 0;
    for (;;) {
      const batch = await this.deps.repository.claimDue(BATCH);
      for (const due of batch) if (await this.track(this.deliver(due))) sent += 1;
      await this.markDelivered();
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
    await this.markDelivered();
  }

  /** Notes a delivered callback, to be marked with others (MARK_WITHIN_MS). */
  private noteDelivered(eventId: string): void {
    this.delivered.push(eventId);
    if (this.delivered.length >= MARK_AT_MOST) {
      void this.track(this.markDelivered());
      return;
    }
    this.markTimer ??= setTimeout(() => void this.track(this.markDelivered()), MARK_WITHIN_MS);
    this.markTimer.unref();
  }

  /** Marks the callbacks delivered since the last time; left unmarked if that fails (sent again later). */
  private async markDelivered(): Promise<void> {
    clearTimeout(this.markTimer);
    this.markTimer = undefined;
    const eventIds = this.delivered.splice(0);
    if (eventIds.length === 0) return;
    try {
      await this.deps.repository.markDelivered(eventIds);
    } catch (error) {
      this.deps.log.warn(
        { err: error, callbacks: eventIds.length },
        'sandbox callbacks not marked delivered',
      );
    }
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
      this.noteDelivered(due.eventId);
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
