import { z } from 'zod';
import { INT4_MAX, ok, ZId, ZIsoDate, ZIsoDateTime } from '../envelope';
import { HANDOVER_PHOTOS_MAX, ZConditionPhoto, ZImei } from './orders';

/** Staff returns: the devices due back, one return at the counter, and its receipt (issue 29). */

/**
 * GET returns/?q= — without q the devices due back: status 4, returns booked, and overdue returns
 * (docs/decisions/053); with it, matches among statuses 2–4.
 */
export const ZStaffReturnsQuery = z.object({
  /** Phone digits, a name, or an order number. */
  q: z.string().trim().max(100).optional(),
});
/** GET returns/one/?id= */
export const ZStaffReturnQuery = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

export const ZStaffReturn = z.object({
  id: z.number(),
  clientName: z.string(),
  phone: z.string(),
  model: z.string(),
  /** 2 active, 3 paused, 4 refusal (due back). */
  status: z.number(),
  /** The unit the client has. */
  serial: z.string().nullable(),
  /** The unit's IMEI, which the returned device must show; null when the unit knows none. */
  imei: z.string().nullable(),
  /** When the device is due back (set when the client unsubscribed). */
  returnDate: ZIsoDate.nullable(),
  delivery: z.enum(['delivery', 'pickup']),
  office: z.string().nullable(),
  city: z.string(),
  address: z.string().nullable(),
  /** The day the device is due back: the term's end (active) or the return date (docs/decisions/053). */
  dueBack: ZIsoDate.nullable().optional(),
  /** The return the client booked: the day and the office, or the courier's address. */
  booking: z
    .object({ date: ZIsoDate, office: z.string().nullable(), address: z.string().nullable() })
    .nullable()
    .optional(),
  /** Not back after the grace: late months are being charged. */
  overdue: z.boolean().optional(),
});
export type TStaffReturn = z.infer<typeof ZStaffReturn>;
export const ZStaffReturnsResponse = ok({ returns: z.array(ZStaffReturn) });
export type TStaffReturnsResponse = z.infer<typeof ZStaffReturnsResponse>;

export const ZStaffReturnDetail = ZStaffReturn.extend({
  /** What the hand-over recorded, to compare with what comes back; null when none was recorded. */
  handover: z
    .object({
      at: ZIsoDateTime,
      accessories: z.array(z.string()),
      note: z.string(),
    })
    .nullable(),
});
export type TStaffReturnDetail = z.infer<typeof ZStaffReturnDetail>;
export const ZStaffReturnResponse = ok({ return: ZStaffReturnDetail });
export type TStaffReturnResponse = z.infer<typeof ZStaffReturnResponse>;

export const RETURN_OUTCOMES = ['ok', 'damaged'] as const;

export const ZStaffReturnRequest = z.object({
  subscriptionID: ZId,
  imei: ZImei,
  accessories: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  note: z.string().trim().max(1000).default(''),
  photos: z
    .array(ZConditionPhoto)
    .min(1, 'staffPhotosRequired')
    .max(HANDOVER_PHOTOS_MAX, 'staffPhotosTooMany'),
  /** ok: the unit is available again; damaged: it goes to repair. */
  outcome: z.enum(RETURN_OUTCOMES, { error: 'staffOutcomeRequired' }),
});
export type TStaffReturnRequest = z.input<typeof ZStaffReturnRequest>;
export const ZStaffReturnReceivedResponse = ok({
  id: z.number(),
  status: z.number(),
  unitState: z.enum(['available', 'repair']),
});
export type TStaffReturnReceivedResponse = z.infer<typeof ZStaffReturnReceivedResponse>;
