import { type Locale, SUBSCRIPTION_STATUS, type TSubscription, todayInBishkek } from '@ijara/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { ChargeClaim } from '../payments/index';
import { applyTransition } from './apply-transition';
import type { ExitService } from './exit-service';
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
  /** With status 4: the early-exit amount the client was shown; another amount now refuses (409). */
  exitCharge?: number;
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
    private readonly exit: ExitService,
  ) {}

  /**
   * Another client's subscription is 404 like one that does not exist. Unsubscribing before the term
   * ends writes the early-exit payment in the same transaction and sends it after the commit
   * (docs/decisions/054): a second request finds status 4 and is refused, and the payment's unique key
   * (subscription, period 0, "subscription") holds whatever runs at the same time.
   */
  async setStatus(input: SetStatusInput): Promise<TSubscription> {
    const by = { actor: 'client', ip: input.ip } as const;
    const done = await this.db.transaction(async (tx) => {
      const row = await this.repository.lock(tx, input.subscriptionId, input.clientId);
      if (!row) throw new AppError('not_found', { text: 'subscriptionNotFound' });
      const transition = clientTransition(row, input.status, this.clock.now(), this.rules);
      let claim: ChargeClaim | null = null;
      if (transition.allowed && input.status === SUBSCRIPTION_STATUS.refusal) {
        const charge = await this.exit.price(tx, row, transition.changes);
        if (input.exitCharge !== undefined && input.exitCharge !== charge.amount) {
          throw new AppError('price_changed', { text: 'exitChargeChanged' });
        }
        await applyTransition(tx, this.repository, row, transition, by, {
          exitCharge: charge.amount,
          monthsUsed: charge.monthsUsed,
          tariffTerm: charge.tariffTerm,
        });
        claim = await this.exit.record(tx, row, charge);
      } else {
        await applyTransition(tx, this.repository, row, transition, by);
      }
      return { subscription: await this.answer(tx, row.id, input.locale), claim };
    });
    if (done.claim) await this.exit.send(done.claim, by);
    return done.subscription;
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
