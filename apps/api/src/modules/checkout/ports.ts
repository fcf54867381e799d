import type { Locale, TSubscription } from '@ijara/contract';
import type { Db } from '../../db/database';

/**
 * What checkout needs from payments, typed here so the module does not reach into another one. The
 * payments module's ChargeService fits `FirstCharge` as it is: the wiring passes `payments.charges`.
 */

/** A payment row already written as "processing" on try `attempt`, to be sent to the gateway. */
export interface FirstChargeClaim {
  paymentId: number;
  attempt: number;
  amount: number;
  cardId: number | null;
}

/** The outcome of a charge; `unknown` means the money may have moved and the row is reconciled later. */
export type FirstChargeOutcome =
  | { status: 'succeeded' }
  | { status: 'failed'; code: string }
  | { status: 'unknown' };

export interface FirstCharge {
  /** Sends the claimed try to the gateway and settles its outcome on the payment row (once). */
  attempt(claim: FirstChargeClaim, by: { actor: 'client'; ip?: string | null }): Promise<FirstChargeOutcome>;
}

/** The request's Idempotency-Key: the order is recorded on it in the order's own transaction. */
export interface OrderIntent {
  recordEffect(tx: Db, subscriptionId: number): Promise<void>;
}

/**
 * The subscriptions module's check of an order for a newer model (`subscriptions.newerModel`,
 * docs/decisions/056): the subscription it replaces is the client's, running, in its term's last days
 * and in the order's city; throws the 400 or 409 otherwise. Run in the order's transaction.
 */
export interface ReplacementCheck {
  check(tx: Db, replacement: { clientId: number; subscriptionId: number; cityId: number }): Promise<void>;
}

/** The subscriptions module's reader (`subscriptions.read`): a replayed order is answered as it is now. */
export interface OrderReader {
  one(db: Db, subscriptionId: number, locale: Locale): Promise<TSubscription | null>;
}
