import { z } from 'zod';
import { ok, ZId, ZIsoDate, ZIsoDateTime, ZMoney } from '../envelope';
import { ZStockLevel, ZTerm } from './catalog';
import { ZPaymentLine } from './payments';

/**
 * Subscription status numbers (DESIGN.md §4): 1 created (not counted), 2 active, 3 pending (paused),
 * 4 refusal (unsubscribed), 5 closed, 6 cancelled (before the hand-over, its payments refunded:
 * docs/decisions/041), 7 bought out (the client paid the buy-out and keeps the device: docs/decisions/055).
 */
export const SUBSCRIPTION_STATUS = {
  created: 1,
  active: 2,
  pending: 3,
  refusal: 4,
  closed: 5,
  cancelled: 6,
  boughtOut: 7,
} as const;
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
    case SUBSCRIPTION_STATUS.boughtOut:
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

/**
 * Pauses of a subscription (the offer: "the allowed number and length of pauses are shown in the
 * account area"). `pausedOn`/`resumesOn` are set while it is paused (status 3): it becomes active again
 * on `resumesOn` at the latest.
 */
export const ZSubscriptionPause = z.object({
  allowed: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  maxDays: z.number().int().positive(),
  pausedOn: ZIsoDate.nullable(),
  resumesOn: ZIsoDate.nullable(),
});
export type TSubscriptionPause = z.infer<typeof ZSubscriptionPause>;

/** The subscription of SPEC.md §3. */
/** Where a condition photo is served: `/api/condition-photos/<id>/<thumb|full>/?…` (a signed link). */
export const CONDITION_PHOTO_PATH = '/api/condition-photos/';

/** What the device looked like when it was handed over (issue 29): the staff's record, photos by link. */
export const ZHandoverRecord = z.object({
  at: ZIsoDateTime,
  /** The staff member's name. */
  by: z.string(),
  imei: z.string().nullable(),
  accessories: z.array(z.string()),
  note: z.string(),
  photos: z.array(z.object({ thumb: z.string(), full: z.string(), width: z.number(), height: z.number() })),
});
export type THandoverRecord = z.infer<typeof ZHandoverRecord>;

/** A booked return (docs/decisions/053): at a pickup office, or by courier at an address. */
export const ZReturnBooking = z.object({
  date: ZIsoDate,
  office: z.object({ id: ZId, name: z.string(), address: z.string(), hours: z.string() }).nullable(),
  address: z.string().nullable(),
  /** It can still be changed (until the day before). */
  changeable: z.boolean(),
});
export type TReturnBooking = z.infer<typeof ZReturnBooking>;

/**
 * The end of a running subscription (status 2 or 4, docs/decisions/053): the day the device is due back
 * (the term's end, or an unsubscribe's return date), the days a return may be booked, the booking, and
 * the late months charged once the grace after the due-back day has passed.
 */
export const ZTermEnd = z.object({
  dueBack: ZIsoDate,
  /** Booking opens on this day (30 days before `dueBack`). */
  opensOn: ZIsoDate,
  /** The days a return may be booked now: tomorrow at the earliest, the grace's last day at the latest. */
  window: z.object({ from: ZIsoDate, to: ZIsoDate }),
  /** Whether the page offers booking today (the window opened and the device is not back). */
  bookable: z.boolean(),
  /** A courier may collect it: the subscription's city has delivery. */
  courier: z.boolean(),
  /** The pickup offices of the subscription's city (info/catalog/'s, active ones), to return it at. */
  offices: z.array(z.object({ id: ZId, name: z.string(), address: z.string(), hours: z.string() })),
  booking: ZReturnBooking.nullable(),
  /**
   * The page offers extending and a newer model today (docs/decisions/056): status 2, from `opensOn` to
   * the grace's last day. Absent: not offered.
   */
  choices: z.boolean().optional(),
  /** The device is late: not back after the grace; each started month is charged at the monthly rate. */
  late: z
    .object({
      since: ZIsoDate,
      months: z.number().int().nonnegative(),
      paid: ZMoney,
      unpaid: ZMoney,
      /** The next late month's charge; null while one is unpaid (it is tried again first). */
      nextChargeOn: ZIsoDate.nullable(),
      monthly: ZMoney,
    })
    .nullable(),
});
export type TTermEnd = z.infer<typeof ZTermEnd>;

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
  /**
   * The device's value stated in the subscription card (minor units, whole som), fixed at checkout: what
   * a claim's share is computed from (docs/decisions/059); a later change of the model's value does not
   * change it.
   */
  deviceValue: ZMoney,
  extras: z.array(ZSubscriptionExtra),
  createdAt: ZIsoDateTime,
  /**
   * The last day the payments made cover (status 2, 3 and 4); null before the hand-over and once
   * closed. `nextPaymentDate` is null when no further charge will be made (status 1, 4, 5).
   */
  paidUntil: ZIsoDate.nullable().optional(),
  /**
   * The day it ended: the device came back and nothing is owed (status 5), or the client bought it out
   * (status 7, docs/decisions/055); null otherwise.
   */
  closedOn: ZIsoDate.nullable().optional(),
  pause: ZSubscriptionPause.optional(),
  /** The hand-over's condition record, once staff have made one in the staff app. */
  handover: ZHandoverRecord.nullable().optional(),
  /** A delivery order's day and time window ("HH:MM"), once staff have set them (status 1). */
  deliverySlot: z.object({ date: ZIsoDate, from: z.string(), to: z.string() }).nullable().optional(),
  /**
   * The unit reserved for the order is expected stock (docs/decisions/051): the day it arrives, the
   * earliest day of the pickup or the delivery (status 1); null or absent: it is here.
   */
  readyOn: ZIsoDate.nullable().optional(),
  /** Status 2 and 4: the term's end, its return booking and late months (docs/decisions/053). */
  termEnd: ZTermEnd.nullable().optional(),
  /**
   * The latest extension (docs/decisions/056): the new term, its first day, its end and what each of its
   * months costs. Null or absent: never extended.
   */
  extension: z
    .object({ term: ZTerm, startsOn: ZIsoDate, endsOn: ZIsoDate, monthly: ZMoney })
    .nullable()
    .optional(),
  /** An order for a newer model (docs/decisions/056): the subscription whose device comes back at its hand-over. */
  replaces: ZId.nullable().optional(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionsResponse = ok({ subscriptions: z.array(ZSubscription) });

/** Longest delivery address a draft may carry (characters, after trimming). */
export const DELIVERY_ADDRESS_MAX = 300;
export const PROMO_CODE_MAX = 40;
export const DRAFT_EXTRAS_MAX = 20;

/** A row id as the database stores it (PostgreSQL integer): a larger number names nothing. */
const ZRowId = ZId.max(2_147_483_647);

/** The draft's fields; the checks that tie fields together are in `checkDraft`. */
const draftShape = {
  model: ZRowId,
  term: ZTerm,
  city: ZRowId,
  insurance: z.boolean(),
  extras: z.array(ZRowId).max(DRAFT_EXTRAS_MAX).default([]),
  delivery: ZDeliveryType,
  /** Pickup office; required with pickup, ignored with delivery. */
  office: ZRowId.optional(),
  /** Delivery address; required with delivery, ignored with pickup. */
  address: z.string().trim().max(DELIVERY_ADDRESS_MAX, 'addressTooLong').optional(),
  /** A subscription promo code; empty means none. */
  promo: z.string().trim().max(PROMO_CODE_MAX, 'promoUnknown').optional(),
  /**
   * A newer model (docs/decisions/056): the client's running subscription in its term's last days whose
   * device is handed back at this order's hand-over, which closes it. Checked by subscription/create/.
   */
  replaces: ZRowId.optional(),
};

type DraftFields = { extras: number[]; delivery: 'delivery' | 'pickup'; office?: number; address?: string };

function checkDraft(draft: DraftFields, ctx: z.RefinementCtx): void {
  if (new Set(draft.extras).size !== draft.extras.length)
    ctx.addIssue({ code: 'custom', path: ['extras'], message: 'extraRepeated' });
  if (draft.delivery === 'pickup' && draft.office === undefined)
    ctx.addIssue({ code: 'custom', path: ['office'], message: 'officeRequired' });
  if (draft.delivery === 'delivery' && !draft.address)
    ctx.addIssue({ code: 'custom', path: ['address'], message: 'addressRequired' });
}

/**
 * The new-subscription draft of SPEC.md §3 (insurance, extras, delivery, office) plus what pricing
 * needs. The web app keeps it across a reload and a sign-in; the api prices it on every call.
 */
export const ZSubscriptionDraft = z.object(draftShape).superRefine(checkDraft);
export type TSubscriptionDraft = z.input<typeof ZSubscriptionDraft>;
export type TParsedDraft = z.output<typeof ZSubscriptionDraft>;

/** What a price line is: the device's monthly price, an add-on, or a discount (a negative amount). */
export const ZPriceLineKind = z.enum([
  'rent',
  'insurance',
  'extra',
  'delivery',
  'employer_discount',
  'promo_discount',
]);
export type TPriceLineKind = z.infer<typeof ZPriceLineKind>;

/** `monthly`: in every monthly payment, the first included; `once`: in the first payment only. */
export const ZPriceBilling = z.enum(['monthly', 'once']);

export const ZPriceLine = z.object({
  kind: ZPriceLineKind,
  /** In the request's locale, e.g. "Подписка на 12 месяцев". */
  label: z.string(),
  /** Minor units; discounts are negative. */
  amount: ZMoney,
  billing: ZPriceBilling,
  /** The extra this line prices (kind "extra"). */
  extraID: ZId.optional(),
});
export type TPriceLine = z.infer<typeof ZPriceLine>;

/** Why a promo code does not apply. */
export const ZPromoRejection = z.enum([
  'unknown',
  'bonus_code',
  'not_started',
  'expired',
  'used_up',
  'already_used',
]);
export type TPromoRejection = z.infer<typeof ZPromoRejection>;

export const ZPromoCheck = z.object({
  /** As the server matched it (upper case). */
  code: z.string(),
  valid: z.boolean(),
  /** Set when the code does not apply. */
  reason: ZPromoRejection.optional(),
  /** In the request's locale: what it gives ("−15% on every month") or why not. */
  message: z.string(),
});
export type TPromoCheck = z.infer<typeof ZPromoCheck>;

/**
 * The server's price of a draft, with the client's discounts (contract `priceDraft`; the device page
 * calls it too, on the public catalogue, before sign-in); checkout shows it as answered. The lines add up:
 * `firstPayment` is the sum of every line, `monthly` the sum of the monthly lines, except that a promo
 * for the first month only is a "once" line.
 */
export const ZCalculation = z.object({
  lines: z.array(ZPriceLine),
  /** Charged at checkout: the first month, one-time extras and delivery, less the discounts. */
  firstPayment: ZMoney,
  /** Charged at the start of each later month. */
  monthly: ZMoney,
  deliveryFee: ZMoney,
  /** Everything the discounts take off the first payment (positive). */
  discount: ZMoney,
  /** What the discounts take off each later month (positive). */
  monthlyDiscount: ZMoney,
  /** The promo code's check; null when the draft has none. */
  promo: ZPromoCheck.nullable(),
  /**
   * The client's employer with a discount; `verified` false: the discount is not in the lines yet and
   * applies once the client's work there is confirmed. Null: no employer with a discount.
   */
  employer: z.object({ name: z.string(), percent: z.number(), verified: z.boolean() }).nullable(),
  /** The model's stock in the draft's city right now; "out_of_stock" cannot be ordered. */
  stock: ZStockLevel,
  /** With the stock "expected": the day the unit arrives, the earliest day of the pickup or delivery. */
  availableFrom: ZIsoDate.optional(),
});
export type TCalculation = z.infer<typeof ZCalculation>;
export const ZCalculateResponse = ok({ calculation: ZCalculation });

/** A Roistat visit id as the `roistat_visit` cookie holds it. */
export const ZRoistatVisit = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * The draft to buy. `firstPayment` is the amount the person agreed to on the checkout page: when the
 * server's price differs, nothing is charged and the answer is 409 price_changed with the new price to
 * show. `roistat` is for clients without the `roistat_visit` cookie; the cookie wins.
 */
export const ZCreateSubscriptionRequest = z
  .object({ ...draftShape, firstPayment: ZMoney.optional(), roistat: ZRoistatVisit.optional() })
  .superRefine(checkDraft);
export type TCreateSubscriptionRequest = z.input<typeof ZCreateSubscriptionRequest>;

/**
 * The first payment of a new subscription: "success", or "processing" when the gateway's answer is
 * not known yet (it is reconciled, never charged again). Null when nothing was due.
 */
export const ZFirstPayment = z.object({
  id: ZId,
  status: z.enum(['success', 'processing']),
  amount: ZMoney,
});
export const ZCreateSubscriptionResponse = ok({
  subscription: ZSubscription,
  payment: ZFirstPayment.nullable(),
});
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

/** 2 resumes a paused subscription, 3 pauses an active one, 4 unsubscribes (DESIGN.md §4). */
export const ZSetStatusRequest = z.object({
  subscriptionID: ZRowId,
  status: z.union(
    [
      z.literal(SUBSCRIPTION_STATUS.active),
      z.literal(SUBSCRIPTION_STATUS.pending),
      z.literal(SUBSCRIPTION_STATUS.refusal),
    ],
    { error: 'statusNotOffered' },
  ),
  /**
   * With status 4: the early-exit amount subscription/exit-quote/ answered and the dialog showed. When
   * it is no longer what leaving costs (a new month began meanwhile), 409 `price_changed`, nothing done.
   */
  exitCharge: ZMoney.nonnegative().optional(),
});
export const ZSetStatusResponse = ok({ subscription: ZSubscription });

/** What unsubscribing today would cost (docs/decisions/054); asked before the dialog confirms. */
export const ZExitQuoteRequest = z.object({ subscriptionID: ZRowId });
export const ZExitQuote = z.object({
  /** Charged at unsubscribing; 0: nothing more to pay. */
  amount: ZMoney,
  /** The charge's lines (empty when 0). */
  lines: z.array(ZPaymentLine),
  /** The last day of use: the device is brought back by it. */
  returnDate: ZIsoDate,
  /** Months begun by the return date, pauses left out. */
  monthsUsed: z.number().int().nonnegative(),
  /** The term whose price the months are re-priced at; null when nothing is re-priced. */
  tariffTerm: ZTerm.nullable(),
});
export type TExitQuote = z.infer<typeof ZExitQuote>;
export const ZExitQuoteResponse = ok({ quote: ZExitQuote });

/** Cancels an order waiting for its hand-over (status 1): everything paid for it comes back. */
export const ZCancelOrderRequest = z.object({ subscriptionID: ZRowId });
/** What comes back: to the card (within the bank's days) and as points. */
export const ZOrderRefund = z.object({ card: ZMoney, points: ZMoney });
export type TOrderRefund = z.infer<typeof ZOrderRefund>;
export const ZCancelOrderResponse = ok({ subscription: ZSubscription, refund: ZOrderRefund });

/** Longest courier address for a return (characters, after trimming), as for a delivery. */
export const RETURN_ADDRESS_MAX = DELIVERY_ADDRESS_MAX;

/**
 * Books (or changes) the return of a running subscription's device (docs/decisions/053): at a pickup
 * office of its city, or by courier at an address; exactly one of the two.
 */
export const ZReturnBookingRequest = z
  .object({
    subscriptionID: ZRowId,
    date: ZIsoDate,
    office: ZRowId.optional(),
    address: z
      .string()
      .trim()
      .min(1, 'returnPlaceRequired')
      .max(RETURN_ADDRESS_MAX, 'addressTooLong')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.office === undefined) === (body.address === undefined))
      ctx.addIssue({ code: 'custom', path: ['office'], message: 'returnPlaceRequired' });
  });
export type TReturnBookingRequest = z.input<typeof ZReturnBookingRequest>;
export const ZReturnBookingResponse = ok({ subscription: ZSubscription });
