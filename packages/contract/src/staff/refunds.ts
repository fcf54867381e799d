import { z } from 'zod';
import { ok, ZId, ZMoney } from '../envelope';
import { ZStaffReason } from './clients';

/** POST orders/cancel/: a manager cancels an order waiting for its hand-over; everything paid comes back. */
export const ZStaffCancelRequest = z.object({ subscriptionID: ZId, reason: ZStaffReason });
export type TStaffCancelRequest = z.input<typeof ZStaffCancelRequest>;
export const ZStaffCancelResponse = ok({
  id: z.number(),
  status: z.number(),
  refund: z.object({ card: ZMoney, points: ZMoney }),
});
export type TStaffCancelResponse = z.infer<typeof ZStaffCancelResponse>;

/**
 * POST payments/refund/ with an Idempotency-Key (one per refund dialog): a manager refunds a payment in
 * full or in part. The answer's status is "pending" when the gateway has not answered yet: the refund
 * is tried again by a job, never made twice.
 */
export const ZStaffRefundRequest = z.object({
  paymentID: ZId,
  amount: ZMoney.refine((amount) => amount > 0, 'staffRefundNotPossible'),
  reason: ZStaffReason,
});
export type TStaffRefundRequest = z.input<typeof ZStaffRefundRequest>;
export const ZStaffRefund = z.object({
  id: z.number(),
  paymentID: z.number(),
  amount: ZMoney,
  method: z.enum(['card', 'points']),
  status: z.enum(['pending', 'succeeded', 'failed']),
  failureCode: z.string().nullable(),
});
export type TStaffRefund = z.infer<typeof ZStaffRefund>;
export const ZStaffRefundResponse = ok({ refund: ZStaffRefund, refunded: ZMoney, left: ZMoney });
export type TStaffRefundResponse = z.infer<typeof ZStaffRefundResponse>;
