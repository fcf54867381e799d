import { randomBytes } from 'node:crypto';
import type { ChargeInput, ChargeLookup, ChargeResult, RefundInput, RefundResult } from '../types';
import type { CallbackDispatcher, NewEvent } from './callback-dispatcher';
import type { NewCharge, SandboxRepository } from './repository';
import { chargeOutcome } from './test-cards';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The sandbox provider's charges and refunds of stored cards, each reported by a signed callback. */
export class SandboxCharges {
  constructor(
    private readonly repository: SandboxRepository,
    private readonly dispatcher: CallbackDispatcher,
  ) {}

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const card = await this.repository.findCard(input.token);
    const outcome = card
      ? chargeOutcome(card.behaviour)
      : { ok: false as const, decline: 'hard' as const, code: 'token_not_found' };
    const charge: NewCharge = {
      id: newId('ch'),
      idempotencyKey: input.idempotencyKey,
      cardToken: input.token,
      reference: input.reference,
      amount: input.amount,
      currency: input.currency,
      status: outcome.ok ? 'succeeded' : 'failed',
      decline: outcome.ok ? null : outcome.decline,
      declineCode: outcome.ok ? null : outcome.code,
    };
    const callback = this.dispatcher.draft(chargeEvent(charge));
    const created = await this.repository.insertCharge(charge, callback);
    if (!created) {
      // The key was used before: the first outcome again, and no second charge.
      const first = await this.repository.findChargeByKey(input.idempotencyKey);
      if (!first) throw new Error('charge key conflict without a charge');
      return chargeResult(first);
    }
    await this.dispatcher.deliverNow([callback]);
    return chargeResult(created);
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

function chargeResult(row: NewCharge): ChargeResult {
  if (row.status === 'succeeded') return { status: 'succeeded', chargeId: row.id, amount: row.amount };
  return {
    status: 'failed',
    chargeId: row.id,
    amount: row.amount,
    decline: row.decline ?? 'hard',
    code: row.declineCode ?? 'card_declined',
  };
}
