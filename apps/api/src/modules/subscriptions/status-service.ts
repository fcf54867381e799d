import { type Locale, type TSubscription, todayInBishkek } from '@ijara/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { applyTransition } from './apply-transition';
import type { SubscriptionsService } from './service';
import { StatusRepository } from './status-repository';
import { type ClientTarget, clientTransition, endPause, type PauseRules } from './transitions';

/** Ended pauses resumed per transaction. */
const RESUME_BATCH = 100;

export interface SetStatusInput {
  clientId: number;
  subscriptionId: number;
  status: ClientTarget;
  ip: string | null;
  locale: Locale;
}

/**
 * subscription/setstatus/ and the end of pauses. Each change runs in one transaction under the
 * subscription's row lock, so concurrent requests apply one after another, each to the state the
 * previous one left.
 */
export class StatusService {
  private readonly repository = new StatusRepository();

  constructor(
    private readonly db: Db,
    private readonly reader: SubscriptionsService,
    private readonly rules: PauseRules,
    private readonly clock: Clock,
  ) {}

  /** Another client's subscription is 404 like one that does not exist. */
  async setStatus(input: SetStatusInput): Promise<TSubscription> {
    return this.db.transaction(async (tx) => {
      const row = await this.repository.lock(tx, input.subscriptionId, input.clientId);
      if (!row) throw new AppError('not_found', { text: 'subscriptionNotFound' });
      const transition = clientTransition(row, input.status, this.clock.now(), this.rules);
      await applyTransition(tx, this.repository, row, transition, { actor: 'client', ip: input.ip });
      return this.answer(tx, row.id, input.locale);
    });
  }

  /** The `pause-resume` job: pauses that reached their longest length become active again. */
  async resumeEndedPauses(): Promise<number> {
    let resumed = 0;
    for (;;) {
      const count = await this.db.transaction(async (tx) => {
        const now = this.clock.now();
        const today = todayInBishkek(now);
        const rows = await this.repository.endedPauses(tx, today, RESUME_BATCH);
        for (const row of rows) {
          const transition = {
            allowed: true,
            action: 'subscription.resumed',
            changes: endPause(row, today),
          } as const;
          await applyTransition(
            tx,
            this.repository,
            row,
            transition,
            { actor: 'system' },
            { automatic: true },
          );
        }
        return rows.length;
      });
      resumed += count;
      if (count < RESUME_BATCH) return resumed;
    }
  }

  private async answer(tx: Db, subscriptionId: number, locale: Locale): Promise<TSubscription> {
    const subscription = await this.reader.one(tx, subscriptionId, locale);
    if (!subscription) throw new AppError('internal');
    return subscription;
  }
}
