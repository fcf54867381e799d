import { declineTextKey, formatMoney, type Locale, type TClaim, type TClaimPayment } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { IdempotentRun } from '../../plugins/idempotency';
import type { ClientWrites } from '../clients/index';
import { dedupeKey, type NoticeOutbox } from '../notices/index';
import type { ChargeClaim, Payments, PointsPaidObserver, SettlementObserver } from '../payments/index';
import type { ClaimReader, Reader } from './reader';
import {
  type ClaimPaymentRow,
  type ClaimRow,
  type ClaimsRepository,
  pointsBackKey,
  pointsKey,
} from './repository';

export interface PayInput extends Reader {
  claimId: number;
  /** The amount the page showed (the claim's `due`). */
  amount: number;
  usePoints: boolean;
  ip: string | null;
  locale: Locale;
  intent: IdempotentRun;
}

export interface PayAnswer {
  claim: TClaim;
  payment: TClaimPayment;
}

type ActedBy = { actor: 'client' | 'staff' | 'system' | 'gateway'; ip?: string | null };

const notFound = () => new AppError('not_found', { text: 'claimNotFound' });
const alreadyPaid = () => new AppError('payment_not_due', { text: 'claimAlreadyPaid' });
const notDue = () => new AppError('payment_not_due', { text: 'claimNotDue' });
const inProgress = () => new AppError('payment_not_due', { text: 'claimPaymentInProgress' });

/**
 * Paying a claim (docs/decisions/059). The decision charges the card at once; when that fails, or no
 * card was bound, the claim stays decided and owed: claim/pay/ pays it from the claim's page by card
 * and/or points (points pay whole or part, as a buy-out's do), pay-now and points from /payments/ pay
 * its failed payment as any other, and the billing job tries it again. Whatever settles the payment —
 * the gateway's answer, its callback, reconciliation, points — makes the claim paid in that
 * transaction (`observer`, `pointsObserver`). Locks go payment, then claim, as settlement's do.
 */
export class ClaimPayments {
  constructor(
    private readonly db: Db,
    private readonly repository: ClaimsRepository,
    private readonly reader: ClaimReader,
    private readonly deps: {
      payments: Pick<Payments, 'charges' | 'payments'>;
      clients: Pick<ClientWrites, 'takeBonus' | 'addBonus'>;
      outbox: NoticeOutbox;
      gateway: string;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  async pay(input: PayInput): Promise<PayAnswer> {
    const by: ActedBy = { actor: 'client', ip: input.ip };
    const found = await this.repository.find(this.db, input.claimId);
    if (!found || found.clientId !== input.clientId) throw notFound();
    const existing = await this.repository.paymentOf(this.db, found.id);
    const written = await this.db.transaction(async (tx) => {
      const locked = existing ? await this.repository.lockPayment(tx, existing.id) : null;
      const claim = await this.repository.lock(tx, found.id);
      if (!claim) throw notFound();
      if (claim.status === 'paid' || locked?.status === 'success') throw alreadyPaid();
      if (claim.status !== 'decided' || claim.amount === null || claim.amount === 0) throw notDue();
      if (locked?.status === 'processing') throw inProgress();
      if (input.amount !== claim.amount) {
        const amount = claim.amount;
        throw new AppError('price_changed', {
          text: 'claimAmountChanged',
          values: (locale) => ({ amount: formatMoney(amount, locale) }),
        });
      }
      const balance = input.usePoints ? await this.repository.bonus(tx, claim.clientId) : 0;
      const points = Math.min(balance, claim.amount);
      const cardPart = claim.amount - points;
      const cardId = await this.repository.activeCard(tx, claim.clientId);
      if (cardPart > 0 && cardId === null) throw new AppError('no_active_card');
      const payment =
        locked ??
        (await this.repository.insertPayment(tx, claim, {
          amount: claim.amount,
          cardId,
          gateway: this.deps.gateway,
        }));
      const attempt = locked ? payment.attempts + 1 : payment.attempts;
      if (points > 0) {
        const left = await this.deps.clients.takeBonus(tx, claim.clientId, points);
        if (left === null) throw new AppError('not_enough_bonus');
        await this.repository.ledger(tx, {
          clientId: claim.clientId,
          amount: -points,
          reason: 'payment',
          key: pointsKey(payment.id, attempt),
        });
      }
      await input.intent.recordEffect(tx, payment.id);
      if (cardPart === 0) {
        const paid = await this.repository.updatePayment(tx, payment.id, {
          amount: claim.amount,
          status: 'success',
          bonusUsed: claim.amount,
          cardId: null,
          gateway: 'points',
          attempts: attempt,
          sentAttempts: attempt,
          failureCode: null,
          nextAttemptAt: null,
          paidAt: this.deps.clock.now(),
        });
        await this.repository.rewriteLines(tx, paid, claim.id, claim.amount, 0);
        await writeAudit(tx, {
          actor: 'client',
          action: 'payment.paid_with_points',
          clientId: claim.clientId,
          entity: 'payment',
          entityId: paid.id,
          ip: input.ip,
          details: { amount: paid.amount, claimId: claim.id },
        });
        await this.complete(tx, claim.id, paid, by);
        return { paymentId: paid.id, points, charge: null };
      }
      const claimed = await this.repository.updatePayment(tx, payment.id, {
        amount: cardPart,
        status: 'processing',
        cardId,
        gateway: this.deps.gateway,
        attempts: attempt,
        failureCode: null,
        nextAttemptAt: null,
      });
      await this.repository.rewriteLines(tx, claimed, claim.id, claim.amount, points);
      await this.deps.payments.payments.clientTryStarted(tx, {
        paymentId: claimed.id,
        attempt,
        amount: cardPart,
        cardId,
        clientId: claim.clientId,
        subscriptionId: claim.subscriptionId,
      });
      const charge: ChargeClaim = { paymentId: claimed.id, attempt, amount: cardPart, cardId };
      return { paymentId: claimed.id, points, charge };
    });
    let status: TClaimPayment['status'] = 'success';
    if (written.charge) {
      try {
        const outcome = await this.deps.payments.charges.attempt(written.charge, by);
        if (outcome.status === 'failed') {
          throw new AppError('payment_declined', { text: declineTextKey(outcome.code) });
        }
        if (outcome.status === 'unknown') status = 'processing';
      } catch (error) {
        if (error instanceof AppError) throw error;
        this.deps.log.error({ err: error, paymentId: written.paymentId }, 'claim payment failed to run');
        status = 'processing';
      }
    }
    return {
      claim: await this.reader.one(input, input.claimId, input.locale),
      payment: {
        id: written.paymentId,
        status,
        card: written.charge ? written.charge.amount : 0,
        points: written.points,
      },
    };
  }

  /**
   * A retry of a key whose payment committed without an answer kept: the claim and its payment as they
   * are now. Declined since: 402 (the reason is not kept).
   */
  async replay(reader: Reader, claimId: number, paymentId: number, locale: Locale): Promise<PayAnswer> {
    const claim = await this.reader.one(reader, claimId, locale);
    const payment = await this.repository.paymentOf(this.db, claimId);
    if (!payment || payment.id !== paymentId || payment.status === 'fail')
      throw new AppError('payment_declined');
    const pointsOnly = payment.gateway === 'points';
    const points = pointsOnly
      ? payment.amount
      : await this.db.transaction((tx) => this.repository.pointsTaken(tx, payment.id, payment.attempts));
    return {
      claim,
      payment: {
        id: payment.id,
        status: payment.status === 'success' ? 'success' : 'processing',
        card: pointsOnly ? 0 : payment.amount,
        points,
      },
    };
  }

  /** A claim's payment settled: success makes the claim paid; a decline gives back the points of that try. */
  readonly observer: SettlementObserver = async (tx, settled) => {
    const { payment } = settled;
    if (payment.claimId === null) return;
    if (settled.status === 'succeeded') await this.complete(tx, payment.claimId, payment, settled.by);
    else await this.declined(tx, payment.claimId, payment, settled.by);
  };

  /** The claim's failed payment paid with points from /payments/ (bonus/subscription/). */
  readonly pointsObserver: PointsPaidObserver = async (tx, payment, by) => {
    if (payment.claimId !== null) await this.complete(tx, payment.claimId, payment, by);
  };

  /** decided → paid, once: its audit row and the "paid" notice with the receipt. */
  private async complete(tx: Db, claimId: number, payment: ClaimPaymentRow, by: ActedBy): Promise<void> {
    const claim = await this.repository.lock(tx, claimId);
    if (claim?.status !== 'decided') {
      this.deps.log.error({ claimId, paymentId: payment.id }, 'claim payment settled for a claim not owed');
      return;
    }
    await this.repository.update(tx, claim.id, { status: 'paid', finishedAt: this.deps.clock.now() });
    await this.audit(tx, claim, by, 'claim.paid', {
      paymentId: payment.id,
      amount: claim.amount,
      before: { status: claim.status },
      after: { status: 'paid' },
    });
    await this.deps.outbox.enqueue(tx, {
      clientId: claim.clientId,
      kind: 'claim_paid',
      dedupeKey: dedupeKey.claimPaid(claim.id),
      values: {
        claimId: claim.id,
        subscriptionId: claim.subscriptionId,
        amount: claim.amount ?? payment.amount,
        paymentId: payment.id,
      },
    });
  }

  /**
   * A declined try: the points it took come back, and the payment owes the whole amount again, by card
   * (the retries and pay-now charge it so); the claim stays decided.
   */
  private async declined(tx: Db, claimId: number, payment: ClaimPaymentRow, by: ActedBy): Promise<void> {
    const points = await this.repository.pointsTaken(tx, payment.id, payment.attempts);
    const claim = await this.repository.find(tx, claimId);
    if (points > 0) {
      await this.deps.clients.addBonus(tx, payment.clientId, points);
      await this.repository.ledger(tx, {
        clientId: payment.clientId,
        amount: points,
        reason: 'refund',
        key: pointsBackKey(payment.id, payment.attempts),
      });
    }
    if (claim?.amount && claim.amount !== payment.amount) {
      const whole = await this.repository.updatePayment(tx, payment.id, { amount: claim.amount });
      await this.repository.rewriteLines(tx, whole, claimId, claim.amount, 0);
    }
    if (claim && points > 0)
      await this.audit(tx, claim, by, 'claim.points_returned', { paymentId: payment.id, points });
  }

  private audit(tx: Db, claim: ClaimRow, by: ActedBy, action: string, details: object) {
    return writeAudit(tx, {
      actor: by.actor,
      action,
      clientId: claim.clientId,
      entity: 'claim',
      entityId: claim.id,
      ip: by.ip ?? null,
      details: { subscriptionId: claim.subscriptionId, ...details },
    });
  }
}
