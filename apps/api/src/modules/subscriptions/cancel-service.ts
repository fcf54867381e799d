import {
  addDays,
  type Locale,
  SUBSCRIPTION_STATUS,
  type TOrderRefund,
  type TSubscription,
  todayInBishkek,
} from '@ijara/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments, subscriptions } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { giveBackPromoUse } from '../../promo/codes';
import { releaseReservedUnit } from '../../stock/release-unit';
import type { RefundRow, RefundService } from '../payments/index';
import { applyTransition } from './apply-transition';
import type { SubscriptionsService } from './service';
import { type ChangedBy, StatusRepository } from './status-repository';
import { cancelTransition } from './transitions';

export interface CancelInput {
  subscriptionId: number;
  /** Set when the client cancels: only their own order (another's is 404 like one that does not exist). */
  clientId?: number;
  reason: string;
  by: ChangedBy;
  locale: Locale;
}

export interface Cancelled {
  subscription: TSubscription;
  refund: TOrderRefund;
}

/** Told of each cancellation inside its transaction (the notices outbox writes the client's notice). */
export type CancelObserver = (
  tx: Db,
  cancelled: { clientId: number; subscriptionId: number; refunded: number; expired: boolean },
) => Promise<void>;

/** Orders cancelled per run of the `order-expiry` job. */
const EXPIRY_BATCH = 50;

/**
 * Cancels an order before its hand-over (docs/decisions/041): in one transaction, status 6, the
 * reserved unit free again, the promo use given back and a refund opened for what is left of each
 * payment; after it commits, the refunds move the money (one the gateway does not answer is tried
 * again by the `refund-retry` job).
 */
export class CancelService {
  private readonly repository = new StatusRepository();
  private readonly observers: CancelObserver[] = [];

  constructor(
    private readonly db: Db,
    private readonly reader: SubscriptionsService,
    private readonly refunds: RefundService,
    private readonly clock: Clock,
    private readonly holdDays: number,
  ) {}

  observe(observer: CancelObserver): void {
    this.observers.push(observer);
  }

  async cancel(input: CancelInput): Promise<Cancelled> {
    const opened = await this.db.transaction(async (tx) => {
      const row = await this.repository.lock(tx, input.subscriptionId, input.clientId);
      if (!row) throw new AppError('not_found', { text: 'subscriptionNotFound' });
      const transition = cancelTransition(row, this.clock.now(), input.reason);
      const paid = await tx.select().from(payments).where(eq(payments.subscriptionId, row.id)).for('update');
      if (transition.allowed && paid.some((payment) => payment.status === 'processing')) {
        throw new AppError('status_not_allowed', { text: 'cancelPaymentProcessing' });
      }
      const unitId = await (transition.allowed ? releaseReservedUnit(tx, row.id) : null);
      await applyTransition(tx, this.repository, row, transition, input.by, { reason: input.reason, unitId });
      if (row.promoCodeId !== null) await giveBackPromoUse(tx, row.promoCodeId, row.clientId);
      const opened: RefundRow[] = [];
      for (const payment of paid) {
        const left = await this.refunds.leftOf(tx, payment.id);
        if (left <= 0) continue;
        opened.push(
          await this.refunds.open(tx, {
            paymentId: payment.id,
            amount: left,
            reason: input.reason,
            key: `cancel:${row.id}:${payment.id}`,
            by: {
              actor: input.by.actor,
              staffId: input.by.actor === 'staff' ? (input.by.staffId ?? null) : null,
              ip: input.by.actor === 'system' ? null : input.by.ip,
            },
          }),
        );
      }
      const refunded = opened.reduce((sum, refund) => sum + refund.amount, 0);
      const cancelled = {
        clientId: row.clientId,
        subscriptionId: row.id,
        refunded,
        expired: input.by.actor === 'system',
      };
      for (const observer of this.observers) await observer(tx, cancelled);
      return opened;
    });
    const refund = { card: 0, points: 0 };
    for (const row of opened) {
      refund[row.method] += row.amount;
      // The cancellation has committed; a refund that fails to go out now is retried by `refund-retry`.
      await this.refunds.settle(row.id).catch(() => undefined);
    }
    const subscription = await this.reader.one(this.db, input.subscriptionId, input.locale);
    if (!subscription) throw new AppError('internal');
    return { subscription, refund };
  }

  /**
   * The `order-expiry` job: orders not handed over within ORDER_HOLD_DAYS (the days after the day of
   * checkout, in Bishkek, or after the day its expected unit arrives: docs/decisions/051) are cancelled
   * and refunded.
   */
  async expire(): Promise<number> {
    const cutoff = addDays(todayInBishkek(this.clock.now()), -this.holdDays);
    const rows = await this.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, SUBSCRIPTION_STATUS.created),
          // Held through the last day the ready notice names (Bishkek's calendar), then cancelled.
          lt(
            sql`greatest((${subscriptions.createdAt} at time zone 'Asia/Bishkek')::date,
              (select u.available_from from device_units u
               where u.subscription_id = ${subscriptions.id} and u.state = 'reserved'))`,
            sql`${cutoff}::date`,
          ),
        ),
      )
      .orderBy(subscriptions.id)
      .limit(EXPIRY_BATCH);
    let cancelled = 0;
    for (const { id } of rows) {
      const done = await this.cancel({
        subscriptionId: id,
        reason: `not handed over within ${this.holdDays} days`,
        by: { actor: 'system' },
        locale: 'ru',
      }).then(
        () => true,
        () => false,
      );
      if (done) cancelled += 1;
    }
    return cancelled;
  }
}
