import { z } from 'zod';
import { INT4_MAX, ok, ZId, ZMoney, ZRowId } from '../envelope';
import { ZSubscription } from './subscriptions';

/**
 * Buying the device out (DESIGN.md §4, docs/decisions/055): the model's retail price, less a share of
 * the rent paid so far, never below a floor share of the retail price. The quote shown is the amount
 * charged; the two percentages are the api's configuration.
 */
export const ZBuyoutQuoteRequest = z.object({ subscriptionID: ZRowId });

/** Today's buy-out price of a running subscription's device, item by item (minor units). */
export const ZBuyoutQuote = z.object({
  /** The model's retail price today. */
  value: ZMoney,
  /**
   * The rent paid so far on this subscription: the rent lines of its successful payments (late months
   * and an early exit's re-pricing included), less their discounts and refunds; insurance, extras and
   * delivery are not rent.
   */
  rentPaid: ZMoney,
  /** The share of the rent paid that comes off the retail price (BUYOUT_RENT_SHARE_PERCENT). */
  sharePercent: z.number().int().nonnegative(),
  /** `sharePercent` of `rentPaid`, whole som, rounded down (docs/decisions/038). */
  credit: ZMoney,
  /** The least a buy-out costs, as a share of the retail price (BUYOUT_FLOOR_PERCENT). */
  floorPercent: z.number().int().nonnegative(),
  /** `floorPercent` of `value`, whole som, rounded down. */
  floor: ZMoney,
  /** What the buy-out costs today: `value − credit`, or `floor` when that is more. */
  amount: ZMoney,
  /** The floor applies: the credit is larger than the retail price allows. */
  floored: z.boolean(),
  /** The client's bonus points that may pay part (or all) of it: the balance, at most `amount`. */
  points: ZMoney,
  /** The active card the rest is charged to ("**** 4242"); null when none is bound. */
  card: z.string().nullable(),
});
export type TBuyoutQuote = z.infer<typeof ZBuyoutQuote>;
export const ZBuyoutQuoteResponse = ok({ quote: ZBuyoutQuote });

/** The amount the client was shown: a whole positive number of minor units. */
const ZQuotedAmount = z
  .number({ error: 'buyoutAmountInvalid' })
  .int('buyoutAmountInvalid')
  .positive('buyoutAmountInvalid')
  .max(INT4_MAX, 'buyoutAmountInvalid');

/**
 * Pays the buy-out (Idempotency-Key required). `amount` is the quote the client saw: when the price is
 * another one now (a month was paid, the retail price changed), 409 `price_changed` naming the new
 * amount, nothing charged. `usePoints`: the client's points pay as much of it as they cover.
 */
export const ZBuyoutRequest = z.object({
  subscriptionID: ZRowId,
  amount: ZQuotedAmount,
  usePoints: z.boolean().optional(),
});
export type TBuyoutRequest = z.input<typeof ZBuyoutRequest>;

/**
 * The buy-out's payment: "success" (the subscription is bought out, its receipt is payment/receipt/{id}),
 * or "processing" when the gateway's answer is not known yet (it is reconciled, never charged again).
 * `card` is what the card was charged, `points` what the points paid; they add up to the quote.
 */
export const ZBuyoutPayment = z.object({
  id: ZId,
  status: z.enum(['success', 'processing']),
  card: ZMoney,
  points: ZMoney,
});
export type TBuyoutPayment = z.infer<typeof ZBuyoutPayment>;
export const ZBuyoutResponse = ok({ subscription: ZSubscription, payment: ZBuyoutPayment });
export type TBuyoutResponse = z.infer<typeof ZBuyoutResponse>;
