import type { FastifyBaseLogger } from 'fastify';
import type { ChargeResult, PaymentGateway } from '../../../gateways/types';
import type { ActedBy } from '../audit';
import { chargeReference } from './reference';
import type { ChargeRepository } from './repository';
import type { ChargeSettlement, Outcome } from './settlement';

/** A payment row moved to "processing" for try `attempt`, ready to be sent to the gateway. */
export interface ChargeClaim {
  paymentId: number;
  attempt: number;
  amount: number;
  cardId: number | null;
}

/** A payment "processing" for longer than it should: its try is reconciled. */
export interface StalePayment {
  id: number;
  attempts: number;
  sentAttempts: number;
  amount: number;
  cardId: number | null;
}

/**
 * Sends tries to the gateway and settles what it answers. An unknown answer leaves the payment
 * "processing" for reconcile(): the try is never sent again under a new key before its fate is known.
 */
export class ChargeService {
  constructor(
    private readonly repository: ChargeRepository,
    private readonly settlement: ChargeSettlement,
    private readonly gateway: PaymentGateway,
    private readonly log: FastifyBaseLogger,
  ) {}

  async attempt(
    claim: ChargeClaim,
    by: ActedBy,
  ): Promise<Outcome | Extract<ChargeResult, { status: 'unknown' }>> {
    const ref = { paymentId: claim.paymentId, attempt: claim.attempt };
    const marked = await this.repository.markSent(claim);
    if (!marked.sent) return { status: 'unknown', reason: 'not this claim to send' };
    const token = marked.token;
    if (token === null) {
      const outcome: Outcome = {
        status: 'failed',
        chargeId: null,
        amount: claim.amount,
        decline: 'soft',
        code: 'no_active_card',
      };
      await this.settlement.settle(ref, outcome, by);
      return outcome;
    }
    const reference = chargeReference(claim.paymentId, claim.attempt);
    const result = await this.gateway.charge({
      token,
      amount: claim.amount,
      currency: 'KGS',
      reference,
      idempotencyKey: reference,
    });
    if (result.status === 'unknown') {
      this.log.warn(
        { paymentId: claim.paymentId, attempt: claim.attempt, reason: result.reason },
        'charge outcome unknown',
      );
      return result;
    }
    // Settled already, in the transaction of the callback the gateway delivered before it answered.
    if (result.reported) return result;
    await this.settlement.settle(ref, result, by);
    return result;
  }

  /**
   * Settles a try left "processing". One never handed to the gateway (the database failed between the
   * claim and the send) is sent now; otherwise the gateway is asked how it ended, and a try it never
   * received failed softly.
   */
  async reconcile(payment: StalePayment, by: ActedBy): Promise<boolean> {
    if (payment.sentAttempts < payment.attempts) {
      const claim = {
        paymentId: payment.id,
        attempt: payment.attempts,
        amount: payment.amount,
        cardId: payment.cardId,
      };
      return (await this.attempt(claim, by)).status !== 'unknown';
    }
    const lookup = await this.gateway.fetchCharge(chargeReference(payment.id, payment.attempts));
    if (lookup.status === 'unknown') return false;
    const outcome: Outcome =
      lookup.status === 'not_found'
        ? {
            status: 'failed',
            chargeId: null,
            amount: payment.amount,
            decline: 'soft',
            code: 'gateway_no_record',
          }
        : lookup;
    await this.settlement.settle({ paymentId: payment.id, attempt: payment.attempts }, outcome, by);
    return true;
  }
}
