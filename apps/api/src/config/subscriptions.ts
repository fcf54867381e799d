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
});
