import { z } from 'zod';
import { INT4_MAX, ok, ZId, ZIsoDate, ZIsoDateTime } from '../envelope';
import { ZStaffAuditEntry } from './audit';
import { STAFF_REASON_MAX, STAFF_REASON_MIN } from './clients';
import { ZImei } from './orders';
import { ZStaffOffice } from './schemas';
import {
  filledStockLines,
  STOCK_ADD_MAX_UNITS,
  STOCK_LINES_MAX_CHARS,
  STOCK_SERIAL_PATTERN,
} from './stock-lines';

/**
 * Staff stock (issue 30): device units listed, one unit's page and history, the bulk add, edits,
 * transfers between offices and repair/retirement. Every edit carries the unit's version.
 */

/** available → reserved (checkout) → rented (hand-over) → available or repair (return); retired is final. */
export const UNIT_STATES = ['available', 'reserved', 'rented', 'repair', 'retired'] as const;
export type UnitState = (typeof UNIT_STATES)[number];
/** What staff may set by hand; reserved and rented follow orders only. */
export const STAFF_UNIT_STATES = ['available', 'repair', 'retired'] as const;

export const STOCK_LIST_LIMIT = 200;
export const STOCK_COLOUR_MAX = 40;
export const STOCK_NOTE_MAX = 1000;

const ZQueryId = z.coerce.number().int().positive().max(INT4_MAX);

/** GET stock/?office=&model=&state=&q= — q: part of a serial or an IMEI. */
export const ZStaffStockQuery = z.object({
  office: ZQueryId.optional(),
  model: ZQueryId.optional(),
  state: z.enum(UNIT_STATES).optional(),
  q: z.string().trim().max(40).optional(),
});
export type TStaffStockQuery = z.output<typeof ZStaffStockQuery>;
/** GET stock/one/?id= */
export const ZStaffUnitQuery = z.object({ id: ZQueryId });

export const ZStaffStockModel = z.object({ id: z.number(), name: z.string() });
export type TStaffStockModel = z.infer<typeof ZStaffStockModel>;

export const ZStaffUnit = z.object({
  id: z.number(),
  serial: z.string(),
  imei: z.string().nullable(),
  model: ZStaffStockModel,
  colour: z.string(),
  city: z.string(),
  /** Null: the city's warehouse. */
  office: z.object({ id: z.number(), name: z.string() }).nullable(),
  state: z.enum(UNIT_STATES),
  /** The order the unit is reserved for or rented to. */
  subscriptionID: z.number().nullable(),
  purchasedOn: ZIsoDate.nullable(),
  /** Minor units (tyiyn). */
  purchaseCost: z.number().nullable(),
  /**
   * Expected stock (docs/decisions/051): the day the unit arrives; orders take it and are handed over
   * from that day. Null, or a day gone by: the unit is here.
   */
  availableFrom: ZIsoDate.nullable(),
  note: z.string(),
  retiredReason: z.string().nullable(),
  /** Raised by every staff edit; an edit sent with an older one answers 409 (version_conflict). */
  version: z.number(),
});
export type TStaffUnit = z.infer<typeof ZStaffUnit>;

/** `more`: there are more matches than STOCK_LIST_LIMIT; models and offices are the filters' choices. */
export const ZStaffStockResponse = ok({
  units: z.array(ZStaffUnit),
  more: z.boolean(),
  models: z.array(ZStaffStockModel),
  offices: z.array(ZStaffOffice),
});
export type TStaffStockResponse = z.infer<typeof ZStaffStockResponse>;

export const ZStaffUnitSubscription = z.object({
  id: z.number(),
  clientID: z.number(),
  clientName: z.string(),
  status: z.number(),
  /** Handed over on; null before. */
  from: ZIsoDate.nullable(),
  /** Returned on, else the day it is due back or the term ends. */
  to: ZIsoDate.nullable(),
});
export type TStaffUnitSubscription = z.infer<typeof ZStaffUnitSubscription>;

export const ZStaffUnitCondition = z.object({
  id: z.number(),
  kind: z.enum(['handover', 'return']),
  subscriptionID: z.number(),
  at: ZIsoDateTime,
  staffName: z.string().nullable(),
  imei: z.string().nullable(),
  accessories: z.array(z.string()),
  note: z.string(),
  outcome: z.enum(['ok', 'damaged']).nullable(),
});
export type TStaffUnitCondition = z.infer<typeof ZStaffUnitCondition>;

/** The unit, the orders that had it, its condition records and its audit trail (newest first). */
export const ZStaffUnitResponse = ok({
  unit: ZStaffUnit,
  subscriptions: z.array(ZStaffUnitSubscription),
  conditions: z.array(ZStaffUnitCondition),
  audit: z.array(ZStaffAuditEntry),
});
export type TStaffUnitResponse = z.infer<typeof ZStaffUnitResponse>;

export const ZStaffSerial = z.string().trim().regex(STOCK_SERIAL_PATTERN, 'staffSerialFormat');
const ZColour = z.string().trim().max(STOCK_COLOUR_MAX, 'staffColourTooLong');
const ZPurchasedOn = z.iso.date({ error: 'staffDateFormat' }).nullable();
const ZPurchaseCost = z.number().int().min(0).max(INT4_MAX).nullable();
/** The day an expected unit arrives; null: it is here (the api refuses a day gone by). */
const ZAvailableFrom = z.iso.date({ error: 'staffDateFormat' }).nullable();
const ZVersion = z.number().int().min(0).max(INT4_MAX);

/** POST stock/add/: the units of one purchase, one per line of `lines` (stock-lines.ts). */
export const ZStaffStockAddRequest = z.object({
  modelID: ZId,
  officeID: ZId,
  colour: ZColour.default(''),
  purchasedOn: ZPurchasedOn.default(null),
  purchaseCost: ZPurchaseCost.default(null),
  lines: z
    .string()
    .max(STOCK_LINES_MAX_CHARS, 'staffStockTooManyLines')
    .refine((text) => filledStockLines(text) > 0, 'staffStockLinesEmpty')
    .refine((text) => filledStockLines(text) <= STOCK_ADD_MAX_UNITS, 'staffStockTooManyLines'),
});
export type TStaffStockAddRequest = z.input<typeof ZStaffStockAddRequest>;
export const ZStaffStockAddResponse = ok({ count: z.number(), ids: z.array(z.number()) });
export type TStaffStockAddResponse = z.infer<typeof ZStaffStockAddResponse>;

/**
 * POST stock/update/: the unit's own facts; serial, IMEI and the arrival date stay while it is reserved
 * or rented. `availableFrom` left out: unchanged.
 */
export const ZStaffUnitUpdateRequest = z.object({
  id: ZId,
  version: ZVersion,
  serial: ZStaffSerial,
  imei: ZImei.nullable(),
  colour: ZColour,
  note: z.string().trim().max(STOCK_NOTE_MAX, 'staffNoteTooLong'),
  purchasedOn: ZPurchasedOn,
  purchaseCost: ZPurchaseCost,
  availableFrom: ZAvailableFrom.optional(),
});
export type TStaffUnitUpdateRequest = z.input<typeof ZStaffUnitUpdateRequest>;

/** POST stock/transfer/: an available or repair unit to another office (its city follows). */
export const ZStaffUnitTransferRequest = z.object({ id: ZId, version: ZVersion, officeID: ZId });
export type TStaffUnitTransferRequest = z.input<typeof ZStaffUnitTransferRequest>;

/**
 * POST stock/state/: to repair or retired with a reason; back from repair to available (the reason may
 * then be left empty). Retired is final.
 */
export const ZStaffUnitStateRequest = z
  .object({
    id: ZId,
    version: ZVersion,
    state: z.enum(STAFF_UNIT_STATES),
    reason: z.string().trim().max(STAFF_REASON_MAX, 'staffReasonRequired').default(''),
  })
  .refine((body) => body.state === 'available' || body.reason.length >= STAFF_REASON_MIN, {
    path: ['reason'],
    message: 'staffReasonRequired',
  });
export type TStaffUnitStateRequest = z.input<typeof ZStaffUnitStateRequest>;

/** The edits' answer: the unit as it is now, with its new version. */
export const ZStaffUnitChangedResponse = ok({ unit: ZStaffUnit });
export type TStaffUnitChangedResponse = z.infer<typeof ZStaffUnitChangedResponse>;
