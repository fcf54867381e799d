import { dayOf, nextMonthlyDate } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { BUYOUT_PERIOD } from '../../../db/schema/index';
import type { Decline } from '../../../gateways/types';
import type { Clock } from '../../../lib/clock';
import { type ActedBy, audit } from '../audit';
import type {
  ChargeRepository,
  EventRecord,
  LockedPayment,
  PaymentRow,
  SubscriptionDates,
} from './repository';
import { nextRetryAt } from './schedule';

/** The date the period after a paid one opens on; null when the payment is not the subscription's current period. */
function nextPaymentDate(subscription: SubscriptionDates, payment: PaymentRow): string | null {
  if (!subscription.nextPaymentDate || subscription.billingPeriod !== payment.period) return null;
  const anchor = subscription.billingDay ?? dayOf(subscription.startDate ?? subscription.nextPaymentDate);
  return nextMonthlyDate(subscription.nextPaymentDate, anchor);
}

/** A charge's final outcome, from the gateway's answer, a callback or a status lookup. */
export type Outcome =
  | { status: 'succeeded'; chargeId: string; amount: number }
  | { status: 'failed'; chargeId: string | null; amount: number; decline: Decline; code: string };

/**
 * A charge settled just now, told to observers inside the settling transaction, so what they write
 * (the notices outbox) commits or rolls back with the payment.
 */
export type SettledCharge =
  | { status: 'succeeded'; payment: PaymentRow; by: ActedBy }
  | { status: 'failed'; payment: PaymentRow; by: ActedBy; code: string; nextAttemptAt: Date | null };

export type SettlementObserver = (tx: Db, settled: SettledCharge) => Promise<void>;

/** A due payment paid in full with points (bonus/subscription/), told inside that transaction. */
export type PointsPaidObserver = (tx: Db, payment: PaymentRow, by: ActedBy) => Promise<void>;

export interface SettlementRules {
  /** Days after the first try on which soft declines are tried again. */
  retryDays: readonly number[];
  /** Cashback in hundredths of a percent (1% → 100). */
  cashbackBasisPoints: number;
}

/**
 * Applies a charge outcome to its payment exactly once: only a payment still "processing" on the
 * same try changes, under its row lock, so duplicate, late and racing reports change nothing twice.
 */
export class ChargeSettlement {
  private readonly observers: SettlementObserver[] = [];
  private readonly pointsObservers: PointsPaidObserver[] = [];

  constructor(
    private readonly repository: ChargeRepository,
    private readonly rules: SettlementRules,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Another module's work on each settled charge, in the same transaction (notices). */
  observe(observer: SettlementObserver): void {
    this.observers.push(observer);
  }

  async settle(
    ref: { paymentId: number; attempt: number },
    outcome: Outcome,
    by: ActedBy,
  ): Promise<'applied' | 'ignored'> {
    // Usually the callback got here first: a settled try needs no transaction (settled stays settled).
    const current = await this.repository.find(ref.paymentId);
    if (current?.status !== 'processing' || current.attempts !== ref.attempt) return 'ignored';
    return this.repository.db.transaction((own) => this.apply(own, ref, outcome, by));
  }

  /**
   * Settles the outcome a gateway callback reports, in the callback's transaction: its event is
   * recorded and the payment locked in one statement. 'duplicate' when the event was recorded before
   * (a repeated delivery): nothing changes.
   */
  async settleReported(
    tx: Db,
    event: EventRecord,
    ref: { paymentId: number; attempt: number },
    outcome: Outcome,
    by: ActedBy,
  ): Promise<'applied' | 'ignored' | 'duplicate'> {
    const { fresh, locked } = await this.repository.recordAndLock(tx, event, ref.paymentId);
    if (!fresh) return 'duplicate';
    return this.applyLocked(tx, locked, ref, outcome, by);
  }

  /** Another module's work when a due payment is paid with points, in the same transaction (claims). */
  observePointsPaid(observer: PointsPaidObserver): void {
    this.pointsObservers.push(observer);
  }

  /** A refund total reported by the gateway or our own refund call; raised once, never lowered. */
  async applyRefund(tx: Db, paymentId: number, total: number, by: ActedBy): Promise<boolean> {
    const payment = await this.repository.lockPayment(tx, paymentId);
    if (payment?.status !== 'success') return false;
    if (!(await this.repository.raiseRefund(tx, paymentId, total))) return false;
    await audit(tx, by, {
      clientId: payment.clientId,
      action: 'payment.refund',
      entity: 'payment',
      entityId: paymentId,
      details: { amount: total - payment.refundedAmount, refundedAmount: total },
    });
    return true;
  }

  private async apply(
    tx: Db,
    ref: { paymentId: number; attempt: number },
    outcome: Outcome,
    by: ActedBy,
  ): Promise<'applied' | 'ignored'> {
    return this.applyLocked(tx, await this.repository.lockForSettling(tx, ref.paymentId), ref, outcome, by);
  }

  private async applyLocked(
    tx: Db,
    locked: LockedPayment | null,
    ref: { paymentId: number; attempt: number },
    outcome: Outcome,
    by: ActedBy,
  ): Promise<'applied' | 'ignored'> {
    if (locked?.payment.status !== 'processing' || locked.payment.attempts !== ref.attempt) return 'ignored';
    const { payment, subscription } = locked;
    if (outcome.amount !== payment.amount) {
      this.log.error({ paymentId: payment.id, attempt: ref.attempt }, 'gateway reported another amount');
      await audit(tx, by, {
        clientId: payment.clientId,
        action: 'payment.amount_mismatch',
        entity: 'payment',
        entityId: payment.id,
        details: { attempt: ref.attempt, expected: payment.amount, reported: outcome.amount },
      });
      return 'ignored';
    }
    if (outcome.status === 'succeeded') await this.succeed(tx, payment, subscription, outcome.chargeId, by);
    else await this.fail(tx, payment, outcome, by);
    return 'applied';
  }

  /**
   * A due payment of the client for paying it with points, under its row lock (the same lock order as
   * settling a charge: payment, then subscription, then client). Only a failed payment is due.
   */
  async lockDue(
    tx: Db,
    ref: { clientId: number; subscriptionId: number; paymentId: number },
  ): Promise<{ kind: 'due'; payment: PaymentRow } | { kind: 'missing' | 'paid' | 'processing' }> {
    const payment = await this.repository.lockPayment(tx, ref.paymentId);
    if (payment?.clientId !== ref.clientId || payment.subscriptionId !== ref.subscriptionId) {
      return { kind: 'missing' };
    }
    if (payment.status === 'success') return { kind: 'paid' };
    if (payment.status === 'processing') return { kind: 'processing' };
    return { kind: 'due', payment };
  }

  /**
   * Settles a payment lockDue answered as paid in full with points: success with `bonus_used`, the
   * subscription moves on as after a card charge, no cashback (points do not earn points).
   */
  async settleWithPoints(tx: Db, payment: PaymentRow, by: ActedBy): Promise<void> {
    await this.repository.markPaidWithPoints(tx, payment.id);
    await this.advanceSubscription(tx, payment);
    await audit(tx, by, {
      clientId: payment.clientId,
      action: 'payment.paid_with_points',
      entity: 'payment',
      entityId: payment.id,
      details: { amount: payment.amount, type: payment.type },
    });
    for (const observer of this.pointsObservers) await observer(tx, payment, by);
  }

  private async advanceSubscription(tx: Db, payment: PaymentRow): Promise<void> {
    if (payment.subscriptionId === null || payment.type !== 'subscription') return;
    const subscription = await this.repository.lockSubscription(tx, payment.subscriptionId);
    const next = subscription && nextPaymentDate(subscription, payment);
    if (subscription && next) await this.repository.advance(tx, subscription.id, next);
  }

  private async succeed(
    tx: Db,
    payment: PaymentRow,
    subscription: SubscriptionDates | null,
    chargeId: string,
    by: ActedBy,
  ): Promise<void> {
    const moving = payment.type === 'subscription' ? subscription : null;
    const next = moving && nextPaymentDate(moving, payment);
    const advance = moving && next ? { subscription: moving, nextPaymentDate: next } : null;
    const advanced = await this.repository.markSucceeded(tx, payment.id, chargeId, advance);
    // Its dates changed since they were read (rare): moved on from what they are now, under its lock.
    if (advance && !advanced) await this.advanceSubscription(tx, payment);
    const points = Math.floor((payment.amount * this.rules.cashbackBasisPoints) / 10_000);
    const credited =
      points > 0 && (await this.repository.creditCashback(tx, payment.clientId, payment.id, points));
    await audit(tx, by, {
      clientId: payment.clientId,
      action: 'payment.charge.succeeded',
      entity: 'payment',
      entityId: payment.id,
      details: {
        attempt: payment.attempts,
        amount: payment.amount,
        type: payment.type,
        cashback: credited ? points : 0,
      },
    });
    for (const observer of this.observers) await observer(tx, { status: 'succeeded', payment, by });
  }

  private async fail(
    tx: Db,
    payment: PaymentRow,
    outcome: Extract<Outcome, { status: 'failed' }>,
    by: ActedBy,
  ): Promise<void> {
    // A buy-out's decline is the client's to act on, seen at once (docs/decisions/055): not tried again.
    const buyout = payment.period === BUYOUT_PERIOD;
    const next =
      outcome.decline === 'soft' && !buyout
        ? nextRetryAt(payment.createdAt, this.clock.now(), this.rules.retryDays)
        : null;
    // The subscription first, as in succeed() (the lock order a claim of its payment keeps).
    if (next === null && !buyout && payment.subscriptionId !== null && payment.type === 'subscription') {
      await this.repository.markOverdue(tx, payment.subscriptionId);
    }
    await this.repository.markFailed(tx, payment.id, {
      chargeId: outcome.chargeId,
      code: outcome.code,
      nextAttemptAt: next,
    });
    for (const observer of this.observers) {
      await observer(tx, { status: 'failed', payment, by, code: outcome.code, nextAttemptAt: next });
    }
    await audit(tx, by, {
      clientId: payment.clientId,
      action: 'payment.charge.failed',
      entity: 'payment',
      entityId: payment.id,
      details: {
        attempt: payment.attempts,
        amount: payment.amount,
        decline: outcome.decline,
        code: outcome.code,
        nextAttemptAt: next?.toISOString() ?? null,
      },
    });
  }
}
