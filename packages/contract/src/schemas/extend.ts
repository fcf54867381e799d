import { z } from 'zod';
import { ok, ZIsoDate, ZMoney, ZRowId } from '../envelope';
import { ZTerm } from './catalog';
import { ZPriceLine, ZSubscription } from './subscriptions';

/**
 * Extending a subscription at its term's end (docs/decisions/056): a new term of the same device, at
 * today's price for that term in the subscription's city, from the day after the current term's last
 * paid day. Asked before the page shows the choice; the confirm sends the monthly amount it showed.
 */
export const ZExtendQuoteRequest = z.object({ subscriptionID: ZRowId });

/** One term the subscription may be extended by. */
export const ZExtendOption = z.object({
  term: ZTerm,
  /**
   * Charged on the first day of each month of the new term: the model's price today for this term in
   * the city, its insurance and monthly extras at today's prices, less the employer's discount.
   */
  monthly: ZMoney,
  /** The new term's end: the day the device is then due back. */
  endsOn: ZIsoDate,
  /** What the monthly amount is made of (checkout's monthly price lines). */
  lines: z.array(ZPriceLine),
});
export type TExtendOption = z.infer<typeof ZExtendOption>;

export const ZExtendQuote = z.object({
  /** The new term's first day, the day after the current term's last paid day: its first month is charged then. */
  startsOn: ZIsoDate,
  /** The day the device is due back now, which the extension moves. */
  currentEnd: ZIsoDate,
  /** The terms the model has a price for in the city today, shortest first. */
  options: z.array(ZExtendOption),
});
export type TExtendQuote = z.infer<typeof ZExtendQuote>;
export const ZExtendQuoteResponse = ok({ quote: ZExtendQuote });

/**
 * Extends a running subscription in its term's last days by `term` months (Idempotency-Key). `monthly`
 * is the amount subscription/extend-quote/ answered and the page showed: when today's price differs,
 * 409 `price_changed` and nothing changes. A booked return is cancelled.
 */
export const ZExtendRequest = z.object({
  subscriptionID: ZRowId,
  term: ZTerm,
  monthly: ZMoney.nonnegative().optional(),
});
export type TExtendRequest = z.input<typeof ZExtendRequest>;
export const ZExtendResponse = ok({ subscription: ZSubscription });
