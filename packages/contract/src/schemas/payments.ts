import { z } from 'zod';
import { ok, ZId, ZIsoDateTime, ZMoney } from '../envelope';

/** SPEC.md §7: the card payment type is sent as "2". */
export const CARD_PAYMENT_TYPE = '2';
export const ZCardPaymentType = z.literal(CARD_PAYMENT_TYPE);

export const ZCardBrand = z.enum(['visa', 'mastercard', 'elcart', 'unionpay', 'mir', 'other']);
/** A bound card. We never hold the number: the gateway token stays in the api, the answer is masked. */
export const ZCard = z.object({
  id: ZId,
  pan: z.string().regex(/^\*{4} \d{4}$/),
  brand: ZCardBrand,
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  active: z.boolean(),
});
export type TCard = z.infer<typeof ZCard>;
export const ZCardsResponse = ok({ cards: z.array(ZCard) });

/**
 * The gateway's newest refusal to bind a card for the client, within the last 30 minutes and newer
 * than the client's newest card; null when there is none. `message` is the reason in the request's
 * language, lower-case and without a final stop, to follow "Card not bound: ".
 */
export const ZCardBindFailure = z.object({ code: z.string(), message: z.string(), at: ZIsoDateTime });
export type TCardBindFailure = z.infer<typeof ZCardBindFailure>;
/** payment/cards/: the cards, and whether a binding was just refused (the page back from the gateway). */
export const ZCardListResponse = ok({
  cards: z.array(ZCard),
  // Added later: an answer without it (an older api) reads as no refusal.
  bindFailure: ZCardBindFailure.nullable().default(null),
});

/** Where the hosted card page sends the person back: /cards/ (default) or /checkout/, locale prefix kept. */
export const ZBindReturnTo = z.enum(['cards', 'checkout']);
export type TBindReturnTo = z.infer<typeof ZBindReturnTo>;
export const ZBindCardRequest = z.object({
  type: ZCardPaymentType,
  city: ZId,
  returnTo: ZBindReturnTo.optional(),
});
/** The return URL carries `?bind=success` (the card arrives by callback, usually at once) or `?bind=cancel`. */
export const BIND_RESULT_PARAM = 'bind';
export const ZBindResult = z.enum(['success', 'cancel']);
export const ZBindCardResponse = ok({ url: z.string() });
export const ZActivateCardRequest = z.object({ type: ZCardPaymentType, city: ZId, cardID: ZId });
export const ZRemoveCardRequest = z.object({ cardID: ZId });

export const ZPaymentType = z.enum(['subscription', 'insurance', 'delivery']);
export const ZPaymentStatus = z.enum(['success', 'fail', 'processing']);
/**
 * What a line of a charge is (DESIGN.md §4 "Payment lines", docs/decisions/054): SPEC.md's payment
 * types, a one-off or monthly extra, a discount (negative), the price of leaving before the term ends,
 * a buy-out and the bonus points that paid part of it (negative; docs/decisions/055), and what a claim
 * costs the client (a device broken, lost or stolen; docs/decisions/059).
 */
export const ZPaymentLineKind = z.enum([
  'subscription',
  'insurance',
  'delivery',
  'extra',
  'discount',
  'early_exit',
  'buyout',
  'points',
  'claim',
]);
export type TPaymentLineKind = z.infer<typeof ZPaymentLineKind>;
/** One line of a payment, in the request's language; the lines of a payment add up to its amount. */
export const ZPaymentLine = z.object({
  kind: ZPaymentLineKind,
  label: z.string(),
  /** Minor units; a discount is negative. */
  amount: ZMoney,
  /** The extra this line is for (kind "extra"). */
  extraID: ZId.optional(),
});
export type TPaymentLine = z.infer<typeof ZPaymentLine>;

export const ZPayment = z.object({
  id: ZId,
  type: ZPaymentType,
  status: ZPaymentStatus,
  amount: ZMoney,
  date: ZIsoDateTime,
  subscriptionID: ZId.nullable(),
  card: z.string().nullable(),
  /** Refunded so far (to the card, or as points for a payment made with points); 0 when none. */
  refunded: ZMoney,
  /** What the amount is made of (ours, docs/decisions/054); one line for payments made before lines were kept. */
  lines: z.array(ZPaymentLine),
});
export type TPayment = z.infer<typeof ZPayment>;
export const ZPaymentsResponse = ok({ payments: z.array(ZPayment) });

/** Pays an amount that is due now (a failed monthly charge, a delivery fee). */
export const ZPaymentCreateRequest = z.object({ type: ZCardPaymentType, paymentID: ZId });
export const ZPaymentCreateResponse = ok({ payment: ZPayment });

/** Our additions to SPEC.md §7 (DESIGN.md §3): the sandbox gateway's pages, and where gateways call back. */
export const SANDBOX_GATEWAY_PATH = '/sandbox-gateway/';
export const PAYMENT_CALLBACK_PATH = '/api/payments/callback/';
/** POST /sandbox-gateway/control (development and tests only): make the sandbox slow or unavailable. */
export const ZSandboxMode = z.enum(['normal', 'slow', 'down']);
export const ZSandboxControlRequest = z.object({ mode: ZSandboxMode });
