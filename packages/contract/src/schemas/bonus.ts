import { z } from 'zod';
import { ok, ZId, ZIsoDateTime, ZMoney } from '../envelope';

/** A bonus promo code (credits points once per client); subscription codes are entered at checkout. */
export const ZPromoRequest = z.object({ promo: z.string().trim().min(1, 'fieldRequired').max(40) });
export const ZPromoResponse = ok({ bonus: ZMoney, credited: ZMoney });

/** Pays a due subscription payment with bonus points. */
export const ZBonusSubscriptionRequest = z.object({ subscriptionID: ZId, paymentID: ZId });
export const ZBonusSubscriptionResponse = ok({ bonus: ZMoney });

/** What moved points: cashback on a payment, a promo code, a payment made with points, a refund of one. */
export const ZBonusEntryType = z.enum(['cashback', 'promo', 'payment', 'refund', 'adjustment']);
export type TBonusEntryType = z.infer<typeof ZBonusEntryType>;

/** One credit (amount > 0) or debit (amount < 0) of the points ledger. */
export const ZBonusEntry = z.object({
  id: ZId,
  type: ZBonusEntryType,
  amount: ZMoney,
  date: ZIsoDateTime,
  /** The promo code credited (upper case); null for other entries. */
  promo: z.string().nullable(),
  paymentID: ZId.nullable(),
  subscriptionID: ZId.nullable(),
});
export type TBonusEntry = z.infer<typeof ZBonusEntry>;

/** GET bonus/info/ (our addition to SPEC.md §7): the balance and its history, newest first. */
export const ZBonusInfoResponse = ok({ bonus: ZMoney, history: z.array(ZBonusEntry) });
export type TBonusInfoResponse = z.infer<typeof ZBonusInfoResponse>;
