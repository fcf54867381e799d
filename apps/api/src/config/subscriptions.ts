import { z } from 'zod';

/** Pause limits (DESIGN.md §4 leaves them to configuration); modules/subscriptions/README.md explains them. */
export const ZSubscriptionsConfig = z.object({
  /** The longest pause in days; a pause that reaches it is resumed by the billing job. */
  PAUSE_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** One pause per this many months of the term: with 3, a 3-month term has 1 pause, 12 months 4. */
  PAUSE_ONE_PER_MONTHS: z.coerce.number().int().min(1).max(12).default(3),
  /**
   * An order not handed over this many days after checkout is cancelled and refunded by the
   * `order-expiry` job (the delivery terms: "reserved for 3 days").
   */
  ORDER_HOLD_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  /** Term end (docs/decisions/053): return booking opens this many days before the device is due back. */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /**
   * Days after the due-back day (the term's end, or an unsubscribe's return date) a return may still be
   * booked, and after which each started month is charged at the monthly rate.
   */
  RETURN_GRACE_DAYS: z.coerce.number().int().min(0).max(30).default(5),
  /** The first term-end notice goes this many days before the due-back day, the second one below. */
  TERM_END_NOTICE_FIRST_DAYS: z.coerce.number().int().min(2).max(60).default(14),
  TERM_END_NOTICE_LAST_DAYS: z.coerce.number().int().min(1).max(59).default(3),
  /**
   * Buy-out (docs/decisions/055): this share of the rent paid so far comes off the model's retail
   * price, and the price never goes below BUYOUT_FLOOR_PERCENT of the retail price.
   */
  BUYOUT_RENT_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
  BUYOUT_FLOOR_PERCENT: z.coerce.number().int().min(1).max(100).default(30),
});
