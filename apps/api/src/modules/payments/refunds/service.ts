import { formatMoney } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import type { PaymentGateway, RefundInput } from '../../../gateways/types';
import type { Clock } from '../../../lib/clock';
import type { ClientWrites } from '../../clients/index';
import { refundKey } from '../charges/reference';
import type { ChargeRepository } from '../charges/repository';
import type { ChargeSettlement } from '../charges/settlement';
import type { RefundRepository, RefundRow } from './repository';

/** Who asks for a refund: a manager in the staff app, the client cancelling an order, or a job. */
export interface RefundBy {
  actor: 'client' | 'staff' | 'system';
  staffId?: number | null;
  ip?: string | null;
}

export interface RefundIntent {
  paymentId: number;
  amount: number;
  reason: string;
  /** One refund per key: a second request with it answers the first refund. */
  key: string;
  by: RefundBy;
}

/**
 * Pending refunds tried again per run of the `refund-retry` job, and how old they must be: well past
 * the gateway's timeout (GATEWAY_TIMEOUT_MS), so a retry never overlaps a request's first try.
 */
const RETRY_BATCH = 50;
const RETRY_AFTER_SECONDS = 60;

/**
 * Refunds of successful payments, full or in part (docs/decisions/041). `open` writes the intent under
 * the payment's row lock, inside the caller's transaction (a cancellation commits its refunds with the
 * new status); `settle` then moves the money once: to the card through the gateway with the key
 * "ijara-refund-<id>", or back as points for a payment made with points.
 */
export class RefundService {
  constructor(
    private readonly repository: RefundRepository,
    private readonly charges: ChargeRepository,
    private readonly settlement: ChargeSettlement,
    private readonly gateway: PaymentGateway,
    private readonly clients: ClientWrites,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** What is left to refund of a payment now (0 for one that did not go through). */
  async leftOf(tx: Db, paymentId: number): Promise<number> {
    const payment = await this.charges.lockPayment(tx, paymentId);
    if (payment?.status !== 'success') return 0;
    return payment.amount - (await this.repository.taken(tx, paymentId));
  }

  async open(tx: Db, intent: RefundIntent): Promise<RefundRow> {
    const payment = await this.charges.lockPayment(tx, intent.paymentId);
    if (!payment) throw new AppError('not_found', { text: 'staffPaymentNotFound' });
    const earlier = await this.repository.byKey(tx, intent.key);
    if (earlier) {
      if (earlier.paymentId !== intent.paymentId || earlier.amount !== intent.amount) {
        throw new AppError('idempotency_mismatch');
      }
      return earlier;
    }
    const left =
      payment.status === 'success' ? payment.amount - (await this.repository.taken(tx, payment.id)) : 0;
    if (left <= 0) throw new AppError('refund_refused');
    if (intent.amount > left) {
      throw new AppError('refund_refused', {
        text: 'staffRefundTooMuch',
        values: (locale) => ({ left: formatMoney(left, locale) }),
      });
    }
    const row = await this.repository.insert(tx, {
      paymentId: payment.id,
      clientId: payment.clientId,
      amount: intent.amount,
      method: payment.gateway === 'points' ? 'points' : 'card',
      reason: intent.reason,
      actor: intent.by.actor,
      staffId: intent.by.staffId ?? null,
      idempotencyKey: intent.key,
    });
    await writeAudit(tx, {
      actor: intent.by.actor,
      staffId: intent.by.staffId ?? null,
      ip: intent.by.ip ?? null,
      clientId: payment.clientId,
      action: 'refund.requested',
      entity: 'payment',
      entityId: payment.id,
      details: { refundId: row.id, amount: row.amount, method: row.method, reason: row.reason, left },
    });
    return row;
  }

  /**
   * Moves the money of a pending refund; answers the row as it ends (still pending: try again later).
   * A request sends a card refund once; sending it again is the `refund-retry` job's (`by: 'retry'`).
   */
  async settle(refundId: number, by: 'request' | 'retry' = 'request'): Promise<RefundRow> {
    const { row, send } = await this.repository.db.transaction(async (tx) => {
      const locked = await this.repository.lock(tx, refundId);
      if (!locked) throw new Error(`refund ${refundId} not found`);
      if (locked.status !== 'pending') return { row: locked, send: null };
      if (locked.method === 'points') return { row: await this.givePoints(tx, locked), send: null };
      return { row: locked, send: await this.claimTry(tx, locked, by) };
    });
    return send ? this.refundToCard(row, send) : row;
  }

  /** The `refund-retry` job: refunds the gateway did not answer are asked again, with the same key. */
  async retryPending(): Promise<number> {
    let settled = 0;
    const before = new Date(this.clock.now().getTime() - RETRY_AFTER_SECONDS * 1000);
    for (const id of await this.repository.stale(before, RETRY_BATCH)) {
      // One refund that cannot be sent (a payment without its gateway charge) must not stop the others.
      const row = await this.settle(id, 'retry').catch((error: unknown) => {
        this.log.error({ err: error, refundId: id }, 'refund could not be retried');
        return null;
      });
      if (row && row.status !== 'pending') settled += 1;
    }
    return settled;
  }

  /**
   * Counts the next try of a card refund under the payment's row lock and answers what to send; null
   * while another refund of the payment is in doubt (the retry job sends it later, oldest first). With
   * one refund in doubt at a time, a gateway that does not deduplicate refunds (Freedom Pay) tells from
   * its refunded total against `refundedBefore` whether an earlier try of this one went through.
   */
  private async claimTry(tx: Db, row: RefundRow, by: 'request' | 'retry'): Promise<RefundInput | null> {
    // Tried before by a request still waiting for the answer (a double click), or its answer was lost:
    // only the job, which comes after the gateway's timeout, sends it again.
    if (row.attempts > 0 && by === 'request') return null;
    const payment = await this.charges.lockPayment(tx, row.paymentId);
    if (!payment?.gatewayPaymentId) throw new Error(`payment ${row.paymentId} has no gateway charge`);
    const first = await this.repository.inDoubtBefore(tx, row);
    if (first !== null) {
      this.log.info({ refundId: row.id, waitsFor: first }, 'refund waits for an earlier one in doubt');
      return null;
    }
    await this.repository.countTry(tx, row.id);
    return {
      chargeId: payment.gatewayPaymentId,
      amount: row.amount,
      idempotencyKey: refundKey(row.id),
      refundedBefore: payment.refundedAmount,
    };
  }

  private async refundToCard(row: RefundRow, input: RefundInput): Promise<RefundRow> {
    const result = await this.gateway
      .refund(input)
      .catch((error: unknown) => ({ status: 'unknown' as const, reason: String(error) }));
    if (result.status === 'unknown') {
      this.log.warn({ refundId: row.id, reason: result.reason }, 'refund outcome unknown');
      return row;
    }
    return this.repository.db.transaction(async (tx) => {
      const locked = await this.repository.lock(tx, row.id);
      if (locked?.status !== 'pending') return locked ?? row;
      const by = { actor: row.actor };
      if (result.status === 'failed') {
        await this.repository.settle(tx, row.id, 'failed', result.code);
        await writeAudit(tx, {
          ...by,
          clientId: row.clientId,
          action: 'refund.failed',
          entity: 'payment',
          entityId: row.paymentId,
          details: { refundId: row.id, amount: row.amount, code: result.code },
        });
        return { ...locked, status: 'failed' as const, failureCode: result.code };
      }
      await this.settlement.applyRefund(tx, row.paymentId, result.refundedAmount, by);
      await this.takeBackCashback(tx, row);
      await this.repository.settle(tx, row.id, 'succeeded');
      return { ...locked, status: 'succeeded' as const };
    });
  }

  /** A payment made with points: the points come back, and the payment's refunded total rises. */
  private async givePoints(tx: Db, row: RefundRow): Promise<RefundRow> {
    const key = `refund:${row.id}`;
    if (await this.repository.ledger(tx, { ...row, reason: 'refund', key })) {
      await this.clients.addBonus(tx, row.clientId, row.amount);
    }
    const payment = await this.charges.lockPayment(tx, row.paymentId);
    const total = (payment?.refundedAmount ?? 0) + row.amount;
    await this.settlement.applyRefund(tx, row.paymentId, total, { actor: row.actor });
    await this.repository.settle(tx, row.id, 'succeeded');
    return { ...row, status: 'succeeded' };
  }

  /**
   * The cashback a refunded payment earned goes back in the same share, as far as the balance allows
   * (it never goes below zero): cancelling an order must not leave points behind.
   */
  private async takeBackCashback(tx: Db, row: RefundRow): Promise<void> {
    const payment = await this.charges.lockPayment(tx, row.paymentId);
    const cashback = await this.repository.cashbackOf(tx, row.paymentId);
    if (!payment || cashback <= 0) return;
    const share = Math.floor((cashback * row.amount) / payment.amount);
    if (share <= 0) return;
    const taken = await this.clients.takeBonus(tx, row.clientId, share);
    if (taken === null) return;
    await this.repository.ledger(tx, {
      clientId: row.clientId,
      amount: -share,
      reason: 'cashback',
      paymentId: row.paymentId,
      key: `cashback-back:refund:${row.id}`,
    });
  }
}
