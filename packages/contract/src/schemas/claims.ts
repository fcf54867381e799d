import { z } from 'zod';
import { CLAIM_KINDS, CLAIM_OUTCOMES, CLAIM_SOURCES, CLAIM_STATUSES } from '../claims';
import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_PHOTOS_MAX,
  CLAIM_REPORT_MAX_BYTES,
} from '../constants';
import { INT4_MAX, ok, ZId, ZIsoDateTime, ZMoney } from '../envelope';

/**
 * Claims on the subscription's page (docs/decisions/059): report a device broken, lost or stolen
 * (claim/create/), see the claims of a subscription (claim/list/), and pay what a decided claim costs
 * when the card charge did not go through (claim/pay/).
 */

/** Where a claim's file is served to its client: `/api/claim-files/<thumb|full>/<id>/?…` (a signed link). */
export const CLAIM_FILE_PATH = '/api/claim-files/';

export const ZClaimKind = z.enum(CLAIM_KINDS, { error: 'claimKindRequired' });
export const ZClaimStatus = z.enum(CLAIM_STATUSES);
export const ZClaimOutcome = z.enum(CLAIM_OUTCOMES);
export const ZClaimSource = z.enum(CLAIM_SOURCES);

/** Base64 of at most `bytes` bytes. */
const base64Of = (bytes: number, tooLarge: string, unreadable: string) =>
  z
    .string({ error: unreadable })
    .min(1, unreadable)
    .max(Math.ceil(bytes / 3) * 4, tooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, unreadable);

/** A photo of the device (JPEG, PNG or WebP; the web app resizes it to 1600 px before sending). */
export const ZClaimPhoto = base64Of(CLAIM_PHOTO_MAX_BYTES, 'claimPhotoTooLarge', 'opsImageUnreadable');

/** The police report of a theft: a photo of it, or the PDF as it is (checked by its %PDF- start). */
export const ZPoliceReport = z.object({
  type: z.enum(['image', 'pdf'], { error: 'claimReportUnreadable' }),
  data: base64Of(CLAIM_REPORT_MAX_BYTES, 'claimReportTooLarge', 'claimReportUnreadable'),
});
export type TPoliceReport = z.input<typeof ZPoliceReport>;

/**
 * claim/create/ (Idempotency-Key required). `happenedAt` may not be in the future nor before the
 * hand-over (400 naming it); reported more than CLAIM_REPORT_HOURS after it, the claim is late. A theft
 * needs the police report.
 */
export const ZClaimCreateRequest = z.object({
  subscriptionID: ZId,
  kind: ZClaimKind,
  happenedAt: z.iso.datetime({ offset: true, error: 'claimHappenedAtFormat' }),
  description: z
    .string({ error: 'claimDescriptionRequired' })
    .trim()
    .min(1, 'claimDescriptionRequired')
    .max(CLAIM_DESCRIPTION_MAX, 'claimDescriptionTooLong'),
  photos: z.array(ZClaimPhoto).max(CLAIM_PHOTOS_MAX, 'claimPhotosTooMany').default([]),
  /** Required with a theft: the api answers 400 `claimPoliceReportRequired` naming it. */
  policeReport: ZPoliceReport.optional(),
});
export type TClaimCreateRequest = z.input<typeof ZClaimCreateRequest>;

/**
 * A file of a claim by signed link (working for minutes; answered with Cache-Control: no-store): a
 * photo as WebP (`url` up to 1600 px, `thumb` 320 px), or a police report as WebP or the PDF sent
 * (`thumb` null).
 */
export const ZClaimFile = z.object({
  id: ZId,
  type: z.enum(['image', 'pdf']),
  url: z.string(),
  thumb: z.string().nullable(),
});
export type TClaimFile = z.infer<typeof ZClaimFile>;

export const ZClaim = z.object({
  id: ZId,
  subscriptionID: ZId,
  kind: ZClaimKind,
  status: ZClaimStatus,
  /** client: reported on the page; return: staff received the device back damaged. */
  source: ZClaimSource,
  happenedAt: ZIsoDateTime,
  reportedAt: ZIsoDateTime,
  /** Reported more than CLAIM_REPORT_HOURS after it happened: staff decide whether the cover applies. */
  late: z.boolean(),
  description: z.string(),
  photos: z.array(ZClaimFile),
  policeReport: ZClaimFile.nullable(),
  /** Set once decided. */
  outcome: ZClaimOutcome.nullable(),
  /** What the client pays (minor units, whole som); null until decided. */
  amount: ZMoney.nullable(),
  /** Staff's reason for the decision (and for a lowered amount). */
  reason: z.string().nullable(),
  decidedAt: ZIsoDateTime.nullable(),
  /** The claim's payment (its receipt is payment/receipt/{id}/ once it succeeded); null when none. */
  paymentID: ZId.nullable(),
  paymentStatus: z.enum(['success', 'fail', 'processing']).nullable(),
  /** What is still to be paid: the amount while the claim is decided and not paid, else 0. */
  due: ZMoney,
  /** The day it was paid or closed. */
  finishedAt: ZIsoDateTime.nullable(),
});
export type TClaim = z.infer<typeof ZClaim>;
export const ZClaimCreateResponse = ok({ claim: ZClaim });
export type TClaimCreateResponse = z.infer<typeof ZClaimCreateResponse>;

/** claim/list/: the claims of one of the client's subscriptions, newest first. */
export const ZClaimListRequest = z.object({ subscriptionID: ZId });
export const ZClaimListResponse = ok({ claims: z.array(ZClaim) });
export type TClaimListResponse = z.infer<typeof ZClaimListResponse>;

/**
 * claim/pay/ (Idempotency-Key required): pays a decided claim's amount. `amount` is what the page
 * showed (`due`): another amount answers 409 `price_changed`. `usePoints`: the points pay as much of it
 * as they cover, the card the rest.
 */
export const ZClaimPayRequest = z.object({
  claimID: ZId,
  amount: z
    .number({ error: 'claimAmountInvalid' })
    .int('claimAmountInvalid')
    .positive('claimAmountInvalid')
    .max(INT4_MAX, 'claimAmountInvalid'),
  usePoints: z.boolean().optional(),
});
export type TClaimPayRequest = z.input<typeof ZClaimPayRequest>;

/** The claim's payment: `card` what the card was charged, `points` what points paid; they add up to it. */
export const ZClaimPayment = z.object({
  id: ZId,
  status: z.enum(['success', 'processing']),
  card: ZMoney,
  points: ZMoney,
});
export type TClaimPayment = z.infer<typeof ZClaimPayment>;
export const ZClaimPayResponse = ok({ claim: ZClaim, payment: ZClaimPayment });
export type TClaimPayResponse = z.infer<typeof ZClaimPayResponse>;
