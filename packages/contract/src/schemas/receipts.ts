import { z } from 'zod';
import { ok, ZId, ZIsoDate, ZIsoDateTime, ZMoney } from '../envelope';
import { ZPaymentLine, ZPaymentType } from './payments';

/** Where the api serves a receipt's PDF: a short-lived signed link, opened by the browser itself. */
export const RECEIPT_PDF_PATH = '/api/receipts/';

/** Who was paid: the organisation's requisites from its info data (the `org` of info/catalog/). */
export const ZReceiptSeller = z.object({
  legalName: z.string(),
  /** ИНН; null until an operator has entered it. */
  taxNumber: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type TReceiptSeller = z.infer<typeof ZReceiptSeller>;

/**
 * The month a subscription payment pays for: month `number` of the `term`. Its first and last day
 * ("YYYY-MM-DD", both included) are null while the first month waits for the device's hand-over.
 */
export const ZReceiptPeriod = z.object({
  number: z.number().int().positive(),
  term: z.number().int().positive(),
  from: ZIsoDate.nullable(),
  to: ZIsoDate.nullable(),
});
export type TReceiptPeriod = z.infer<typeof ZReceiptPeriod>;

/** The receipt of one successful payment, in the request's language (docs/decisions/028). */
export const ZReceipt = z.object({
  paymentID: ZId,
  /** When the money was received. */
  date: ZIsoDateTime,
  type: ZPaymentType,
  /** Minor units. */
  amount: ZMoney,
  /** What the amount is made of, as on /payments/ (docs/decisions/054). */
  lines: z.array(ZPaymentLine),
  /** Returned so far, minor units; 0 when nothing was. */
  refunded: ZMoney,
  /** A card, or bonus points in full (bonus/subscription/). */
  method: z.enum(['card', 'points']),
  /** The masked card, "**** 4242"; null when paid with points. */
  card: z.string().nullable(),
  subscriptionID: ZId.nullable(),
  /** The subscribed model's name; null for a payment of no subscription. */
  model: z.string().nullable(),
  /** Only a subscription's monthly payment covers a period. */
  period: ZReceiptPeriod.nullable(),
  seller: ZReceiptSeller,
});
export type TReceipt = z.infer<typeof ZReceipt>;

/** The PDF's signed link: a path under RECEIPT_PDF_PATH on the api's base URL, good until `expiresAt`. */
export const ZReceiptPdfLink = z.object({
  path: z.string().startsWith(RECEIPT_PDF_PATH),
  expiresAt: ZIsoDateTime,
});
export type TReceiptPdfLink = z.infer<typeof ZReceiptPdfLink>;

export const ZReceiptResponse = ok({ receipt: ZReceipt, pdf: ZReceiptPdfLink });
