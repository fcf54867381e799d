import type { Locale, Money, TCard } from '@ijara/contract';

/** Soft declines may pass on a later try (insufficient funds); hard ones never will (blocked, expired). */
export type Decline = 'soft' | 'hard';

export interface BindingSessionInput {
  /** Our customer reference: the client id. */
  reference: string;
  /** Where the hosted page sends the person back (relative to our origin). */
  returnUrl: string;
  locale: Locale;
}

export interface BindingSession {
  sessionId: string;
  /** The hosted page the person opens to enter a card. */
  url: string;
}

export interface ChargeInput {
  token: string;
  amount: Money;
  currency: 'KGS';
  /** Our payment reference, echoed in callbacks: "ijara-pay-<payment id>-<try>". */
  reference: string;
  /** The gateway answers a repeated key with the first outcome and never charges twice. */
  idempotencyKey: string;
}

/**
 * What a charge call tells us. `unknown` (timeout, 5xx, broken answer) means the money may or may not
 * have moved: the payment stays "processing" and is reconciled, never charged again. `reported`: the
 * gateway's callback with this outcome reached our endpoint, which accepted it (2xx, so its effect is
 * committed), before the gateway answered: there is nothing left to settle. Only the sandbox, which
 * calls back in-process before it answers, can say so.
 */
export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; amount: Money; reported?: true }
  | { status: 'failed'; chargeId: string; amount: Money; decline: Decline; code: string; reported?: true }
  | { status: 'unknown'; reason: string };

/** A fetched charge, or `not_found` when the gateway never received it. */
export type ChargeLookup = ChargeResult | { status: 'not_found' };

export interface RefundInput {
  chargeId: string;
  amount: Money;
  idempotencyKey: string;
  /**
   * What our database already counts as refunded of the charge, not counting this refund. A gateway
   * that does not deduplicate refunds by key (Freedom Pay) compares its own total with it before
   * refunding again; one that does (the sandbox) may ignore it.
   */
  refundedBefore: Money;
}

export type RefundResult =
  | { status: 'refunded'; refundedAmount: Money }
  | { status: 'failed'; code: string }
  | { status: 'unknown'; reason: string };

export interface BoundCard {
  token: string;
  pan: TCard['pan'];
  brand: TCard['brand'];
  expiry: TCard['expiry'];
}

/** A verified callback; `id` is unique per event and repeats only when the same event is re-sent. */
export type GatewayEvent =
  | { id: string; type: 'card.bound'; reference: string; sessionId: string; card: BoundCard }
  | { id: string; type: 'card.bind_failed'; reference: string; sessionId: string; code: string }
  | {
      id: string;
      type: 'charge.succeeded';
      reference: string;
      chargeId: string;
      amount: Money;
      currency: string;
    }
  | {
      id: string;
      type: 'charge.failed';
      reference: string;
      chargeId: string;
      amount: Money;
      currency: string;
      decline: Decline;
      code: string;
    }
  | {
      id: string;
      type: 'charge.refunded';
      reference: string;
      chargeId: string;
      amount: Money;
      refundedAmount: Money;
      currency: string;
    };

/** A callback that must not be applied: bad or missing signature, timestamp outside the tolerance, bad body. */
export class CallbackRejected extends Error {
  override name = 'CallbackRejected';
}

/** The gateway refused or did not answer in time (thrown by calls whose outcome cannot be "unknown"). */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

/** What the api needs of a card payment provider (DESIGN.md §4–§5). */
export interface PaymentGateway {
  readonly name: string;
  createBindingSession(input: BindingSessionInput, signal?: AbortSignal): Promise<BindingSession>;
  /** A merchant-initiated (recurring) charge of a bound card. */
  charge(input: ChargeInput, signal?: AbortSignal): Promise<ChargeResult>;
  refund(input: RefundInput, signal?: AbortSignal): Promise<RefundResult>;
  /** The outcome of the charge sent with this idempotency key. */
  fetchCharge(idempotencyKey: string, signal?: AbortSignal): Promise<ChargeLookup>;
  /**
   * Deletes a saved card's token at a provider that keeps tokens (Freedom Pay); throws
   * GatewayUnavailable when it could not. Absent where a removed card needs nothing (the sandbox).
   */
  removeCard?(token: string, signal?: AbortSignal): Promise<void>;
  /** Verifies the signature over the raw body and parses the event; throws CallbackRejected. */
  parseCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: Date,
  ): GatewayEvent;
}
