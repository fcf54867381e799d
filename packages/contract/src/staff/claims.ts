import { z } from 'zod';
import type { TClaimBasis } from '../claims';
import { CLAIM_OUTCOMES, CLAIM_STATUSES } from '../claims';
import { INT4_MAX, ok, ZId, ZIsoDate, ZIsoDateTime, ZMoney } from '../envelope';
import { ZClaimKind, ZClaimOutcome, ZClaimSource, ZClaimStatus } from '../schemas/claims';
import { ZStaffAuditEntry } from './audit';
import { ZStaffReason } from './clients';

/**
 * Staff claims (docs/decisions/059): the list, one claim with its evidence and the amount of each
 * outcome, taking it, and the decision. Routes under /api/staff/claims/; `claims.read` lists, opens and
 * takes, `claims.decide` decides (lowers an amount, swaps a unit).
 */

const ZQueryId = z.coerce.number().int().positive().max(INT4_MAX);

/** GET claims/?status=&office= — newest first, at most STAFF_CLAIMS_LIMIT; without status, the open ones. */
export const ZStaffClaimsQuery = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  office: ZQueryId.optional(),
});
export const STAFF_CLAIMS_LIMIT = 200;
/** GET claims/one/?id= */
export const ZStaffClaimQuery = z.object({ id: ZQueryId });

export const ZStaffClaim = z.object({
  id: z.number(),
  subscriptionID: z.number(),
  clientID: z.number(),
  clientName: z.string(),
  phone: z.string(),
  model: z.string(),
  serial: z.string().nullable(),
  kind: ZClaimKind,
  status: ZClaimStatus,
  source: ZClaimSource,
  happenedAt: ZIsoDateTime,
  reportedAt: ZIsoDateTime,
  /** Reported more than CLAIM_REPORT_HOURS after it happened: whether the cover applies is for staff. */
  late: z.boolean(),
  insured: z.boolean(),
  /** The subscription's office (pickup), null for a delivery; its city. */
  office: z.string().nullable(),
  city: z.string(),
  /** Who took it (assessing and after). */
  takenBy: z.string().nullable(),
  outcome: ZClaimOutcome.nullable(),
  amount: ZMoney.nullable(),
  /** Raised by every change; take and decide send the version they saw (409 when another). */
  version: z.number(),
});
export type TStaffClaim = z.infer<typeof ZStaffClaim>;
export const ZStaffClaimsResponse = ok({ claims: z.array(ZStaffClaim) });
export type TStaffClaimsResponse = z.infer<typeof ZStaffClaimsResponse>;

/** A file of the claim or a condition photo, served by the staff routes (the staff session's cookie). */
export const ZStaffClaimFile = z.object({
  id: z.number(),
  type: z.enum(['image', 'pdf']),
  /** `/api/staff/claims/file/?id=&size=full` (or condition-photo/); a PDF as it was sent. */
  url: z.string(),
  /** 320 px; null for a PDF. */
  thumb: z.string().nullable(),
});
export type TStaffClaimFile = z.infer<typeof ZStaffClaimFile>;

/** A condition record of the subscription (hand-over, return), with its photos. */
export const ZStaffClaimCondition = z.object({
  kind: z.enum(['handover', 'return']),
  at: ZIsoDateTime,
  staffName: z.string().nullable(),
  imei: z.string().nullable(),
  accessories: z.array(z.string()),
  note: z.string(),
  outcome: z.enum(['ok', 'damaged']).nullable(),
  photos: z.array(ZStaffClaimFile),
});
export type TStaffClaimCondition = z.infer<typeof ZStaffClaimCondition>;

/**
 * What one outcome costs the client (the contract's `claimLiability`): for each outcome the kind allows
 * and, on a late report of an insured subscription, with and without the cover. `amount` null: a repair
 * cost is to be assessed (the decision carries it).
 */
export const ZStaffClaimQuote = z.object({
  outcome: ZClaimOutcome,
  coverApplies: z.boolean(),
  basis: z.enum(['covered', 'theft_share', 'full_value', 'repair_cost', 'assessed', 'rejected']),
  amount: ZMoney.nullable(),
});
export type TStaffClaimQuote = z.infer<typeof ZStaffClaimQuote>;
/** The bases of ZStaffClaimQuote: the contract's, and `rejected` (0). */
export type TStaffClaimBasis = TClaimBasis | 'rejected';

export const ZStaffClaimDetail = ZStaffClaim.extend({
  description: z.string(),
  photos: z.array(ZStaffClaimFile),
  policeReport: ZStaffClaimFile.nullable(),
  subscription: z.object({
    id: z.number(),
    status: z.number(),
    insurance: z.boolean(),
    /** The device's value stated in the subscription card (minor units). */
    deviceValue: ZMoney,
    term: z.number(),
    startDate: ZIsoDate.nullable(),
    endDate: ZIsoDate.nullable(),
    handedOverAt: ZIsoDateTime.nullable(),
    delivery: z.enum(['delivery', 'pickup']),
    unitID: z.number().nullable(),
  }),
  conditions: z.array(ZStaffClaimCondition),
  /** The unit's audit trail, newest first (its stock page shows the same). */
  unitHistory: z.array(ZStaffAuditEntry),
  quotes: z.array(ZStaffClaimQuote),
  /** Free units of the model at the subscription's office (a delivery: its city), for a replacement. */
  replacementUnits: z.array(
    z.object({ serial: z.string(), imei: z.string().nullable(), office: z.string().nullable() }),
  ),
  /** The decision, once made. */
  coverApplies: z.boolean().nullable(),
  repairCost: ZMoney.nullable(),
  /** What the offer computes for the decision; `amount` is less when staff lowered it. */
  computedAmount: ZMoney.nullable(),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: ZIsoDateTime.nullable(),
  /** A replacement's serials. */
  replacement: z.object({ from: z.string().nullable(), to: z.string() }).nullable(),
  paymentID: z.number().nullable(),
  paymentStatus: z.enum(['success', 'fail', 'processing']).nullable(),
});
export type TStaffClaimDetail = z.infer<typeof ZStaffClaimDetail>;
export const ZStaffClaimResponse = ok({ claim: ZStaffClaimDetail });
export type TStaffClaimResponse = z.infer<typeof ZStaffClaimResponse>;

/** POST claims/take/: the staff member takes it (received → assessing). */
export const ZStaffClaimTakeRequest = z.object({ id: ZId, version: z.number().int().min(0) });
export type TStaffClaimTakeRequest = z.input<typeof ZStaffClaimTakeRequest>;

/** Minor units, whole som, 0 or more. */
const ZWholeSom = ZMoney.refine((amount) => amount >= 0 && amount % 100 === 0, 'staffClaimAmountFormat');

/**
 * POST claims/decide/ (from received or assessing): the outcome and its reason. The amount is computed
 * by the server from the subscription's value and insurance: `coverApplies` false (a late report only)
 * computes as uninsured; `repairCost` is required for a broken device without cover (repair or
 * replace); `amount` only lowers what is computed (higher: 400); `replacementSerial` names the free unit
 * a replace swaps in. Amount above 0: charged to the client's card at once; 0: closed.
 */
export const ZStaffClaimDecideRequest = z.object({
  id: ZId,
  version: z.number().int().min(0),
  outcome: z.enum(CLAIM_OUTCOMES, { error: 'staffClaimOutcomeRequired' }),
  coverApplies: z.boolean().optional(),
  repairCost: ZWholeSom.optional(),
  amount: ZWholeSom.optional(),
  reason: ZStaffReason,
  replacementSerial: z.string().trim().min(1, 'staffClaimReplacementRequired').max(64).optional(),
});
export type TStaffClaimDecideRequest = z.input<typeof ZStaffClaimDecideRequest>;

/** The claim as it is now, and its payment when an amount is charged ("fail": owed, the client pays it). */
export const ZStaffClaimDecideResponse = ok({
  claim: ZStaffClaimDetail,
  payment: z.object({ id: z.number(), status: z.enum(['success', 'fail', 'processing']) }).nullable(),
});
export type TStaffClaimDecideResponse = z.infer<typeof ZStaffClaimDecideResponse>;
