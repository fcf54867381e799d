import { buildPath, formatDate, SUBSCRIPTION_STATUS, todayInBishkek } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { subscriptions } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { choicesWindow } from './extend-terms';
import { StatusRepository } from './status-repository';
import type { TermRules } from './term-end';

/** An order for a newer model names the subscription it replaces (docs/decisions/056). */
export interface Replacement {
  clientId: number;
  /** The subscription whose device comes back at the new order's hand-over. */
  subscriptionId: number;
  /** The new order's city. */
  cityId: number;
}

/**
 * A newer model in one visit (docs/decisions/056): which subscription an order may replace. The
 * hand-over that closes the replaced one is the hand-over service's (`HandOverService.handOver`).
 */
export class NewerModelService {
  private readonly repository = new StatusRepository();

  constructor(
    private readonly rules: TermRules,
    private readonly clock: Clock,
  ) {}

  /**
   * Checkout's check, in the order's transaction (the client's row locked first, then this
   * subscription's, so an extension at the same moment goes first or waits): the client's own active
   * subscription (400 `replaces` otherwise), in its term's last days — from the day return booking
   * opens to the grace's last day (409 otherwise) — in the order's city (400 `city`), with no other
   * newer model ordered for it (409 with that order's page).
   */
  async check(tx: Db, replacement: Replacement): Promise<void> {
    const row = await this.repository.lock(tx, replacement.subscriptionId, replacement.clientId);
    if (!row) throw new AppError('validation_failed', { fields: { replaces: 'subscriptionNotFound' } });
    const window = choicesWindow(row, this.rules);
    if (!window) throw new AppError('status_not_allowed', { text: 'replacesNotActive' });
    const today = todayInBishkek(this.clock.now());
    if (today < window.opensOn) {
      throw new AppError('status_not_allowed', {
        text: 'replacesNotYet',
        values: (locale) => ({ date: formatDate(window.opensOn, locale) }),
      });
    }
    if (today > window.lastDay) {
      throw new AppError('status_not_allowed', {
        text: 'replacesTooLate',
        values: (locale) => ({ date: formatDate(window.dueBack, locale) }),
      });
    }
    if (row.cityId !== replacement.cityId) {
      throw new AppError('validation_failed', { fields: { city: 'replacesOtherCity' } });
    }
    const [open] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.replacesId, row.id), eq(subscriptions.status, SUBSCRIPTION_STATUS.created)),
      );
    if (open) {
      throw new AppError('order_exists', {
        text: 'replacesOrdered',
        values: () => ({ id: String(open.id) }),
        redirect: (locale) => buildPath('subscription', { subscription: String(open.id) }, locale),
      });
    }
  }
}
