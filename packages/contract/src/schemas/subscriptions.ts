import { z } from 'zod';
import { ok, ZId, ZIsoDate, ZIsoDateTime, ZMoney } from '../envelope';
import { ZTerm } from './catalog';

/**
 * Subscription status numbers (DESIGN.md §4): 1 created (not counted), 2 active, 3 pending (paused),
 * 4 refusal (unsubscribed), 5 closed.
 */
export const SUBSCRIPTION_STATUS = { created: 1, active: 2, pending: 3, refusal: 4, closed: 5 } as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUS)[keyof typeof SUBSCRIPTION_STATUS];

export type BadgeStyle = 'active' | 'finished' | 'progress' | 'pending' | 'default';
export function statusBadge(status: number): BadgeStyle {
  switch (status) {
    case SUBSCRIPTION_STATUS.active:
      return 'active';
    case SUBSCRIPTION_STATUS.pending:
      return 'pending';
    case SUBSCRIPTION_STATUS.created:
      return 'progress';
    case SUBSCRIPTION_STATUS.closed:
      return 'finished';
    default:
      return 'default';
  }
}

export const ZDeliveryType = z.enum(['delivery', 'pickup']);

export const ZSubscriptionExtra = z.object({
  id: ZId,
  name: z.string(),
  price: ZMoney,
  billing: z.enum(['monthly', 'once']),
});

/** The subscription of SPEC.md §3. */
export const ZSubscription = z.object({
  id: ZId,
  status: z.number().int(),
  serial: z.string().nullable(),
  model: z.object({ id: ZId, name: z.string(), gadgetID: ZId, gadgetName: z.string(), specs: z.string() }),
  term: ZTerm,
  startDate: ZIsoDate.nullable(),
  endDate: ZIsoDate.nullable(),
  nextPaymentDate: ZIsoDate.nullable(),
  returnDate: ZIsoDate.nullable(),
  insurance: z.boolean(),
  delivery: ZDeliveryType,
  pickupAddress: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  promo: z.string().nullable(),
  /** Monthly total, minor units. */
  total: ZMoney,
  extras: z.array(ZSubscriptionExtra),
  createdAt: ZIsoDateTime,
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionsResponse = ok({ subscriptions: z.array(ZSubscription) });

/** The new-subscription draft of SPEC.md §3 plus what pricing needs. */
export const ZSubscriptionDraft = z.object({
  model: ZId,
  term: ZTerm,
  city: ZId,
  insurance: z.boolean(),
  extras: z.array(ZId).max(20).default([]),
  delivery: ZDeliveryType,
  office: ZId.optional(),
  address: z.string().trim().max(300).optional(),
  promo: z.string().trim().max(40).optional(),
});
export type TSubscriptionDraft = z.input<typeof ZSubscriptionDraft>;

export const ZCalculation = z.object({
  monthly: ZMoney,
  firstPayment: ZMoney,
  deliveryFee: ZMoney,
  discount: ZMoney,
  lines: z.array(z.object({ label: z.string(), amount: ZMoney })),
  promo: z.object({ code: z.string(), valid: z.boolean(), message: z.string().optional() }).nullable(),
});
export const ZCalculateResponse = ok({ calculation: ZCalculation });
export const ZCreateSubscriptionRequest = ZSubscriptionDraft;
export const ZCreateSubscriptionResponse = ok({ subscription: ZSubscription });

export const ZSetStatusRequest = z.object({
  subscriptionID: ZId,
  status: z.union([
    z.literal(SUBSCRIPTION_STATUS.active),
    z.literal(SUBSCRIPTION_STATUS.pending),
    z.literal(SUBSCRIPTION_STATUS.refusal),
  ]),
});
export const ZSetStatusResponse = ok({ subscription: ZSubscription });
