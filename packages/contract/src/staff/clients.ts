import { z } from 'zod';
import { INT4_MAX, ok, ZId, ZIsoDate, ZIsoDateTime } from '../envelope';
import { ZStaffAuditEntry } from './audit';
import { ZEmployment } from './companies';

/** Staff clients: search, a client's page, forbid/allow with a reason (issue 29). */

export const STAFF_CLIENTS_LIMIT = 50;
/** A staff action's reason (forbid/allow, refunds): kept in its audit row. */
export const STAFF_REASON_MIN = 3;
export const STAFF_REASON_MAX = 500;

/** GET clients/?q= — phone digits in any format (part of the number will do) or part of a name. */
export const ZStaffClientsQuery = z.object({
  q: z.string().trim().min(1, 'staffClientSearchEmpty').max(100),
});
/** GET clients/one/?id= */
export const ZStaffClientQuery = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

export const ZStaffClientListed = z.object({
  id: z.number(),
  name: z.string(),
  /** Formatted: "+996 (555) 123-456". */
  phone: z.string(),
  city: z.string().nullable(),
  forbidden: z.boolean(),
  createdAt: ZIsoDateTime,
});
export type TStaffClientListed = z.infer<typeof ZStaffClientListed>;
export const ZStaffClientsResponse = ok({ clients: z.array(ZStaffClientListed) });
export type TStaffClientsResponse = z.infer<typeof ZStaffClientsResponse>;

export const ZStaffClientProfile = ZStaffClientListed.extend({
  firstName: z.string(),
  lastName: z.string(),
  patronymic: z.string().nullable(),
  birthdate: ZIsoDate.nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  companyID: z.number().nullable(),
  /** Whether the company's discount applies: confirmed by its list or by staff, or still waiting. */
  employment: ZEmployment,
  /** The reason of the forbid in force (from its audit row); null when allowed. */
  forbiddenReason: z.string().nullable(),
  deletionRequested: z.boolean(),
  /** Changes with every forbid or allow: sent back with the next one (409 when someone acted since). */
  version: z.number(),
});
export type TStaffClientProfile = z.infer<typeof ZStaffClientProfile>;

export const ZStaffClientSubscription = z.object({
  id: z.number(),
  model: z.string(),
  status: z.number(),
  startDate: ZIsoDate.nullable(),
  endDate: ZIsoDate.nullable(),
  monthlyTotal: z.number(),
  createdAt: ZIsoDateTime,
});

export const ZStaffClientPayment = z.object({
  id: z.number(),
  /** Paid at, else created at. */
  date: ZIsoDateTime,
  type: z.enum(['subscription', 'insurance', 'delivery']),
  status: z.enum(['success', 'fail', 'processing']),
  amount: z.number(),
  refundedAmount: z.number(),
  /** The masked card ("**** 1234"), "points" when paid with bonus points, null before any try. */
  card: z.string().nullable(),
  subscriptionID: z.number().nullable(),
});
export type TStaffClientPayment = z.infer<typeof ZStaffClientPayment>;

export const ZStaffClientCard = z.object({
  id: z.number(),
  maskedPan: z.string(),
  brand: z.string(),
  expiry: z.string(),
  active: z.boolean(),
  removed: z.boolean(),
});

/** A message to the client: the notices outbox and the older notifications table. */
export const ZStaffClientNotice = z.object({
  kind: z.string(),
  channel: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed', 'skipped']),
  createdAt: ZIsoDateTime,
  sentAt: ZIsoDateTime.nullable(),
});

export const ZStaffClientResponse = ok({
  client: ZStaffClientProfile,
  subscriptions: z.array(ZStaffClientSubscription),
  payments: z.array(ZStaffClientPayment),
  cards: z.array(ZStaffClientCard),
  notices: z.array(ZStaffClientNotice),
  /** The newest 100 audit rows about the client. */
  audit: z.array(ZStaffAuditEntry),
});
export type TStaffClientResponse = z.infer<typeof ZStaffClientResponse>;

export const ZStaffReason = z
  .string()
  .trim()
  .min(STAFF_REASON_MIN, 'staffReasonRequired')
  .max(STAFF_REASON_MAX, 'staffReasonRequired');

/** POST clients/forbid/: forbid (true) or allow (false), always with a reason. */
export const ZStaffClientForbidRequest = z.object({
  id: ZId,
  forbidden: z.boolean(),
  reason: ZStaffReason,
  /** The profile's version when the page was opened; left out, the change is made whatever happened since. */
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type TStaffClientForbidRequest = z.input<typeof ZStaffClientForbidRequest>;
export const ZStaffClientForbidResponse = ok({
  id: z.number(),
  forbidden: z.boolean(),
  version: z.number(),
});
export type TStaffClientForbidResponse = z.infer<typeof ZStaffClientForbidResponse>;
