import { randomBytes } from 'node:crypto';
import type { ChargeInput, ChargeLookup, ChargeResult, RefundInput, RefundResult } from '../types';
import type { CallbackDispatcher, NewEvent } from './callback-dispatcher';
import { CHARGE_WAYS, type ChargeWay, type NewCharge, NO_CARD, type SandboxRepository } from './repository';
import { chargeOutcome } from './test-cards';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The charge as each card behaviour would end it, and as a token no card has would (NO_CARD): the
 * statement that reads the card stores the one that applies, with its callback, in one round trip.
 */
function chargeWays(input: ChargeInput): Record<ChargeWay, NewCharge> {
  const id = newId('ch');
  const ways = {} as Record<ChargeWay, NewCharge>;
  for (const way of CHARGE_WAYS) {
    const outcome =
      way === NO_CARD
        ? { ok: false as const, decline: 'hard' as const, code: 'token_not_found' }
        : chargeOutcome(way);
    ways[way] = {
      id,
      idempotencyKey: input.idempotencyKey,
      cardToken: input.token,
      reference: input.reference,
      amount: input.amount,
      currency: input.currency,
      status: outcome.ok ? 'succeeded' : 'failed',
      decline: outcome.ok ? null : outcome.decline,
      declineCode: outcome.ok ? null : outcome.code,
    };
  }
  return ways;
}

/** The sandbox provider's charges and refunds of stored cards, each reported by a signed callback. */
export class SandboxCharges {
  constructor(
    private readonly repository: SandboxRepository,
    private readonly dispatcher: CallbackDispatcher,
  ) {}

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const ways = chargeWays(input);
    const events = {} as Record<ChargeWay, NewEvent>;
    for (const way of CHARGE_WAYS) events[way] = chargeEvent(ways[way]);
    const plan = this.dispatcher.draftEach(events);
    const created = await this.repository.insertCharge(ways, plan);
    if (!created) {
      // The key was used before: the first outcome again, and no second charge.
      const first = await this.repository.findChargeByKey(input.idempotencyKey);
      if (!first) throw new Error('charge key conflict without a charge');
      return chargeResult(first);
    }
    const callback = {
      eventId: plan.eventId,
      body: plan.bodies[created.way],
      dueInMs: plan.dueInMs,
      sendNow: plan.sendNow,
    };
    const accepted = await this.dispatcher.deliverNow([callback]);
    const result = chargeResult(created.charge);
    return accepted > 0 ? { ...result, reported: true } : result;
  }

  async fetchCharge(idempotencyKey: string): Promise<ChargeLookup> {
    const row = await this.repository.findChargeByKey(idempotencyKey);
    return row ? chargeResult(row) : { status: 'not_found' };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const refunded = await this.repository.db
      .transaction(async (tx) => {
        if (!(await this.repository.takeRefundKey(tx, input.idempotencyKey, input.chargeId, input.amount))) {
          // The key was used before: nothing more is refunded; the total is what it is now.
          const charge = await this.repository.findCharge(tx, input.chargeId);
          return charge ? { callback: null, total: charge.refundedAmount } : undefined;
        }
        const row = await this.repository.addRefund(tx, input.chargeId, input.amount);
        if (!row) throw new RefundRefused();
        const event: NewEvent = {
          type: 'charge.refunded',
          data: { ...chargeData(row), refunded_amount: row.refundedAmount },
        };
        return { callback: await this.dispatcher.enqueue(tx, event), total: row.refundedAmount };
      })
      // More than is left to refund: the key is not kept (the transaction rolled back).
      .catch((error: unknown) => {
        if (error instanceof RefundRefused) return undefined;
        throw error;
      });
    if (!refunded) return { status: 'failed', code: 'refund_not_possible' };
    if (refunded.callback !== null) await this.dispatcher.deliverNow([refunded.callback]);
    return { status: 'refunded', refundedAmount: refunded.total };
  }
}

class RefundRefused extends Error {}

function chargeData(row: NewCharge) {
  return { charge: row.id, reference: row.reference, amount: row.amount, currency: row.currency };
}

function chargeEvent(row: NewCharge): NewEvent {
  const result = chargeResult(row);
  if (result.status === 'failed') {
    return {
      type: 'charge.failed',
      data: { ...chargeData(row), decline: result.decline, code: result.code },
    };
  }
  return { type: 'charge.succeeded', data: chargeData(row) };
}

function chargeResult(row: NewCharge): Exclude<ChargeResult, { status: 'unknown' }> {
  if (row.status === 'succeeded') return { status: 'succeeded', chargeId: row.id, amount: row.amount };
  return {
    status: 'failed',
    chargeId: row.id,
    amount: row.amount,
    decline: row.decline ?? 'hard',
    code: row.declineCode ?? 'card_declined',
  };
}
