import type { TCard } from '@ijara/contract';
import { brandOf } from '../card-brand';
import { CallbackRejected, type GatewayEvent } from '../types';
import { storedToken } from './card-token';
import { randomSalt } from './client';
import { declineOf } from './declines';
import { fromSom } from './money';
import type { FreedomPaySettings } from './settings';
import { type Fields, scriptName, signature, signatureValid } from './signature';
import { text, xmlMessage } from './xml';

/** What we answer a callback: ok, or rejected (the payment is refused, pg_can_reject permitting). */
export interface CallbackVerdict {
  status: 'ok' | 'rejected';
  description: string;
}

/** A form-encoded body as message fields; a name sent twice keeps both values, in order. */
export function formFields(body: string): Fields {
  const fields: Fields = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = fields[name];
    if (seen === undefined) fields[name] = value;
    else fields[name] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}

function verified(url: string, body: string, secretKey: string): Fields {
  const fields = formFields(body);
  if (!signatureValid(scriptName(url), fields, secretKey)) throw new CallbackRejected('pg_sig mismatch');
  return fields;
}

function required(fields: Fields, name: string): string {
  const value = text(fields, name);
  if (!value) throw new CallbackRejected(`no ${name}`);
  return value;
}

/** The result of a charge (pg_result_url): pg_result 1 paid, 0 failed with pg_failure_code. */
export function parseResult(settings: FreedomPaySettings, body: string): GatewayEvent {
  const fields = verified(settings.resultUrl, body, settings.secretKey);
  const paymentId = required(fields, 'pg_payment_id');
  const result = required(fields, 'pg_result');
  const amount = fromSom(required(fields, 'pg_amount'));
  if (amount === null) throw new CallbackRejected('bad pg_amount');
  const common = {
    id: `result:${paymentId}:${result}`,
    reference: required(fields, 'pg_order_id'),
    chargeId: paymentId,
    amount,
    currency: required(fields, 'pg_currency'),
  };
  if (result === '1') return { ...common, type: 'charge.succeeded' };
  return { ...common, type: 'charge.failed', ...declineOf(text(fields, 'pg_failure_code')) };
}

/** "4405-64XX-XXXX-6150" → "**** 6150". */
function maskedPan(hash: string): TCard['pan'] | null {
  const last4 = /(\d{4})$/.exec(hash)?.[1];
  return last4 ? `**** ${last4}` : null;
}

/** The outcome of tokenising a card on the hosted page (pg_post_link). */
export function parseCardResult(settings: FreedomPaySettings, body: string): GatewayEvent {
  const fields = verified(settings.cardUrl, body, settings.secretKey);
  const sessionId = required(fields, 'pg_payment_id');
  const userId = required(fields, 'pg_user_id');
  const status = required(fields, 'pg_status');
  const id = `card:${sessionId}:${status}`;
  if (status !== 'success' && status !== 'ok') {
    const failure = text(fields, 'pg_failure_code') || text(fields, 'pg_error_code');
    return { id, type: 'card.bind_failed', reference: userId, sessionId, code: declineOf(failure).code };
  }
  const hash = required(fields, 'pg_card_hash');
  const pan = maskedPan(hash);
  const month = required(fields, 'pg_card_month').padStart(2, '0');
  const year = required(fields, 'pg_card_year').slice(-2).padStart(2, '0');
  const expiry = `${month}/${year}`;
  if (!pan || !/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)) throw new CallbackRejected('bad card fields');
  return {
    id,
    type: 'card.bound',
    reference: userId,
    sessionId,
    card: {
      token: storedToken(userId, required(fields, 'pg_card_token')),
      pan,
      brand: brandOf(hash.replace(/\D/g, '')),
      expiry,
    },
  };
}

/** Our signed XML answer to a callback posted to `url` (status "error" for one we could not read). */
export function callbackAnswer(
  settings: FreedomPaySettings,
  url: string,
  verdict: { status: 'ok' | 'rejected' | 'error'; description: string },
): string {
  const fields: Record<string, string> = {
    pg_status: verdict.status,
    pg_description: verdict.description,
    pg_salt: randomSalt(),
  };
  fields.pg_sig = signature(scriptName(url), fields, settings.secretKey);
  return xmlMessage(fields);
}
