import { BIND_RESULT_PARAM, type Money } from '@ijara/contract';
import {
  type ChargeInput,
  type ChargeLookup,
  type ChargeResult,
  GatewayUnavailable,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
} from '../types';
import { parseResult } from './callbacks';
import { splitToken } from './card-token';
import type { FreedomPayClient } from './client';
import { declineOf } from './declines';
import { fromSom, toSom } from './money';
import type { FreedomPaySettings } from './settings';
import type { Fields } from './signature';
import { text } from './xml';

/** Payment states of get_status3.php that are final and mean the money was taken. */
const PAID = new Set(['success', 'ok', 'refunded', 'revoked', 'partial']);
const FAILED = new Set(['error', 'failed', 'failure', 'canceled', 'cancelled', 'rejected']);

/** A failed charge from an answer's failure code (pg_failure_code, else pg_error_code). */
function declined(answer: Fields, chargeId: string, amount: number): ChargeResult {
  const code = text(answer, 'pg_failure_code') || text(answer, 'pg_error_code');
  return { status: 'failed', chargeId, amount, ...declineOf(code) };
}

/**
 * The api's adapter to Freedom Pay's Merchant API (README.md beside this file lists the exchanges and
 * the pages they follow). Charges are "non-acceptance" payments by a saved card token: init, then
 * direct; our reference is the order id and the idempotency key.
 */
export function freedomPayGateway(settings: FreedomPaySettings, client: FreedomPayClient): PaymentGateway {
  const merchant = `/v1/merchant/${settings.merchantId}`;
  const testing: Record<string, string> = settings.testingMode ? { pg_testing_mode: '1' } : {};

  async function charge(input: ChargeInput, signal?: AbortSignal): Promise<ChargeResult> {
    const token = splitToken(input.token);
    if (!token) return { status: 'failed', chargeId: '', amount: input.amount, ...declineOf('') };
    const init = await client.call(
      `${merchant}/card/init`,
      {
        pg_order_id: input.reference,
        pg_amount: toSom(input.amount),
        pg_currency: input.currency,
        pg_description: `Ijara ${input.reference}`,
        pg_user_id: token.userId,
        pg_card_token: token.cardToken,
        pg_result_url: settings.resultUrl,
        pg_success_url: settings.successUrl,
        pg_failure_url: settings.failureUrl,
        pg_idempotency_key: input.idempotencyKey,
        ...testing,
      },
      signal,
    );
    const paymentId = text(init, 'pg_payment_id');
    if (text(init, 'pg_status') !== 'ok' || !paymentId) return declined(init, paymentId, input.amount);
    const direct = await client.call(`${merchant}/card/direct`, { pg_payment_id: paymentId }, signal);
    if (text(direct, 'pg_status') !== 'ok') return declined(direct, paymentId, input.amount);
    const state = text(direct, 'pg_payment_status') || 'success';
    if (PAID.has(state)) return { status: 'succeeded', chargeId: paymentId, amount: input.amount };
    if (FAILED.has(state)) return declined(direct, paymentId, input.amount);
    return { status: 'unknown', reason: `freedompay payment ${paymentId} is ${state}` };
  }

  async function status(fields: Record<string, string>, signal?: AbortSignal): Promise<Fields> {
    return client.call('/get_status3.php', fields, signal);
  }

  async function fetchCharge(idempotencyKey: string, signal?: AbortSignal): Promise<ChargeLookup> {
    const answer = await status({ pg_order_id: idempotencyKey }, signal);
    const paymentId = text(answer, 'pg_payment_id');
    // "payment_id = 0 … the payment does not exist in our system" (docs/decisions/024).
    if (text(answer, 'pg_status') !== 'ok') {
      if (paymentId === '0' || paymentId === '') return { status: 'not_found' };
      return { status: 'unknown', reason: `freedompay status: ${text(answer, 'pg_error_description')}` };
    }
    const amount = fromSom(text(answer, 'pg_amount'));
    if (amount === null) return { status: 'unknown', reason: 'freedompay status without an amount' };
    const state = text(answer, 'pg_payment_status');
    if (PAID.has(state)) return { status: 'succeeded', chargeId: paymentId, amount };
    if (FAILED.has(state)) return declined(answer, paymentId, amount);
    return { status: 'unknown', reason: `freedompay payment ${paymentId} is ${state}` };
  }

  /**
   * The payment's refunded total at Freedom Pay (get_status3.php's pg_refund_amount, negative som);
   * null when the status cannot be read. No amount and no refund listed: nothing is refunded yet.
   */
  async function refundedTotal(chargeId: string, signal?: AbortSignal): Promise<Money | null> {
    const answer = await status({ pg_payment_id: chargeId }, signal).catch(() => null);
    if (!answer || text(answer, 'pg_status') !== 'ok') return null;
    const total = text(answer, 'pg_refund_amount');
    if (!total && !answer.pg_refund_payments) return 0;
    return fromSom(total);
  }

  /**
   * revoke.php is not documented to deduplicate by pg_idempotency_key, so the refunded total is read
   * first: one that already covers this refund on top of those we counted means an earlier try went
   * through, and it is not sent again. A total that cannot be read is never refunded blindly.
   */
  async function refund(input: RefundInput, signal?: AbortSignal): Promise<RefundResult> {
    const before = await refundedTotal(input.chargeId, signal);
    if (before === null) {
      return { status: 'unknown', reason: `freedompay status of ${input.chargeId} not readable` };
    }
    if (before >= input.refundedBefore + input.amount) return { status: 'refunded', refundedAmount: before };
    const answer = await client.call(
      '/revoke.php',
      {
        pg_payment_id: input.chargeId,
        pg_refund_amount: toSom(input.amount),
        pg_idempotency_key: input.idempotencyKey,
      },
      signal,
    );
    if (text(answer, 'pg_status') !== 'ok') {
      return { status: 'failed', code: text(answer, 'pg_error_code') || 'refund_refused' };
    }
    // revoke.php does not say the total; the status does, though it may not show this refund yet.
    const after = await refundedTotal(input.chargeId, signal);
    return { status: 'refunded', refundedAmount: Math.max(after ?? 0, before + input.amount) };
  }

  return {
    name: 'freedompay',
    createBindingSession: async (input, signal) => {
      const back = `${settings.siteUrl}${input.returnUrl}`;
      const answer = await client.call(
        `${merchant}/cardstorage/add`,
        {
          pg_user_id: input.reference,
          pg_post_link: settings.cardUrl,
          pg_back_link: `${back}${back.includes('?') ? '&' : '?'}${BIND_RESULT_PARAM}=success`,
          pg_language: input.locale,
        },
        signal,
      );
      const url = text(answer, 'pg_redirect_url');
      if (text(answer, 'pg_status') !== 'ok' || !/^https?:\/\//.test(url)) {
        throw new GatewayUnavailable(`freedompay cardstorage/add: ${text(answer, 'pg_error_description')}`);
      }
      return { sessionId: text(answer, 'pg_payment_id'), url };
    },
    charge,
    refund,
    fetchCharge,
    removeCard: async (stored, signal) => {
      const token = splitToken(stored);
      if (!token) return;
      const answer = await client.call(
        `${merchant}/cardstorage/remove`,
        { pg_user_id: token.userId, pg_card_token: token.cardToken },
        signal,
      );
      const state = text(answer, 'pg_status');
      if (state !== 'success' && state !== 'ok') {
        throw new GatewayUnavailable(
          `freedompay cardstorage/remove: ${text(answer, 'pg_error_description')}`,
        );
      }
    },
    parseCallback: (_headers, rawBody) => parseResult(settings, rawBody),
  };
}
