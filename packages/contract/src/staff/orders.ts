import { z } from 'zod';
import { ok, ZId, ZIsoDate, ZIsoDateTime } from '../envelope';

/** Staff orders: the queue of hand-overs, an order at the counter, and the hand-over (issue 29). */

/** IMEI: 15 digits whose last is the Luhn check digit of the first 14 (3GPP TS 23.003). */
export function isValidImei(value: string): boolean {
  if (!/^\d{15}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    let digit = Number(value[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const ZImei = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine(isValidImei, 'staffImeiFormat');

/** A photo taken at the counter, resized by the app (HANDOVER_PHOTO_MAX_SIDE) and sent as base64. */
export const HANDOVER_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const HANDOVER_PHOTOS_MAX = 5;
/** The longest side the app gives a photo before sending; the api makes a 320 px thumbnail and keeps up to 1600. */
export const HANDOVER_PHOTO_MAX_SIDE = 1600;
export const HANDOVER_PHOTO_WIDTHS = [320, 1600] as const;
const PHOTO_BASE64_MAX = Math.ceil(HANDOVER_PHOTO_MAX_BYTES / 3) * 4;

export const ZConditionPhoto = z
  .string()
  .min(1)
  .max(PHOTO_BASE64_MAX, 'opsImageTooLarge')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'opsImageUnreadable');

export const ZStaffOrder = z.object({
  id: z.number(),
  createdAt: ZIsoDateTime,
  clientName: z.string(),
  phone: z.string(),
  model: z.string(),
  term: z.number(),
  insurance: z.boolean(),
  delivery: z.enum(['delivery', 'pickup']),
  officeID: z.number().nullable(),
  office: z.string().nullable(),
  city: z.string(),
  address: z.string().nullable(),
  /** The unit reserved at checkout. */
  serial: z.string().nullable(),
  /** The first payment: success, or processing/fail (do not hand over); null when nothing was due. */
  payment: z.enum(['success', 'fail', 'processing']).nullable(),
  /** A delivery's day and time window once staff set them. */
  deliverySlot: z.object({ date: ZIsoDate, from: z.string(), to: z.string() }).nullable(),
  /**
   * The reserved unit is expected stock (docs/decisions/051): the day it arrives, the earliest of the
   * hand-over and the delivery; null when it is here.
   */
  readyOn: ZIsoDate.nullable().optional(),
  /**
   * A newer model (docs/decisions/056): the client's subscription whose device is taken back at this
   * hand-over, which closes it; null or absent: none.
   */
  replaces: z.object({ id: z.number(), serial: z.string().nullable() }).nullable().optional(),
});
export type TStaffOrder = z.infer<typeof ZStaffOrder>;

const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'staffTimeFormat');

const slotShape = { date: z.iso.date({ error: 'staffDateFormat' }), from: ZClock, to: ZClock };
const inOrder = (slot: { from: string; to: string }) => slot.from < slot.to;
const WINDOW_ERROR = { path: ['to'], message: 'staffWindowOrder' };
/** A delivery's day and time window, as the staff app's form has it. */
export const ZStaffDeliverySlot = z.object(slotShape).refine(inOrder, WINDOW_ERROR);
/** POST orders/delivery/: the courier's day and window; the client gets a notice. */
export const ZStaffDeliveryRequest = z
  .object({ subscriptionID: ZId, ...slotShape })
  .refine(inOrder, WINDOW_ERROR);
export type TStaffDeliveryRequest = z.input<typeof ZStaffDeliveryRequest>;
export const ZStaffDeliveryResponse = ok({
  id: z.number(),
  deliverySlot: z.object({ date: ZIsoDate, from: z.string(), to: z.string() }),
});
export type TStaffDeliveryResponse = z.infer<typeof ZStaffDeliveryResponse>;

export const ZStaffOrdersQuery = z.object({
  office: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Phone digits, a name, or an order number. */
  q: z.string().trim().max(100).optional(),
});
/** GET orders/one/?id= */
export const ZStaffOrderQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZStaffOrdersResponse = ok({ orders: z.array(ZStaffOrder) });
export type TStaffOrdersResponse = z.infer<typeof ZStaffOrdersResponse>;

export const ZStaffOrderDetail = ZStaffOrder.extend({
  client: z.object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    patronymic: z.string().nullable(),
    birthdate: ZIsoDate.nullable(),
  }),
  /** What goes in the box with the device. */
  extras: z.array(z.object({ name: z.string(), billing: z.enum(['monthly', 'once']), price: z.number() })),
  monthlyTotal: z.number(),
  /** Paid at checkout, minor units. */
  firstPayment: z.number(),
  /** Units of the model that can go out: the reserved one first, then free ones here in the city. */
  units: z.array(
    z.object({
      serial: z.string(),
      imei: z.string().nullable(),
      reserved: z.boolean(),
      office: z.string().nullable(),
    }),
  ),
});
export type TStaffOrderDetail = z.infer<typeof ZStaffOrderDetail>;
export const ZStaffOrderResponse = ok({ order: ZStaffOrderDetail });
export type TStaffOrderResponse = z.infer<typeof ZStaffOrderResponse>;

export const ZStaffHandoverRequest = z.object({
  subscriptionID: ZId,
  serial: z.string().trim().min(1, 'fieldRequired').max(64),
  idChecked: z.literal(true, { error: 'staffIdNotChecked' }),
  imei: ZImei,
  accessories: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  note: z.string().trim().max(1000).default(''),
  photos: z
    .array(ZConditionPhoto)
    .min(1, 'staffPhotosRequired')
    .max(HANDOVER_PHOTOS_MAX, 'staffPhotosTooMany'),
});
export type TStaffHandoverRequest = z.input<typeof ZStaffHandoverRequest>;
export const ZStaffHandoverResponse = ok({
  id: z.number(),
  status: z.number(),
  startDate: ZIsoDate.nullable(),
});
export type TStaffHandoverResponse = z.infer<typeof ZStaffHandoverResponse>;

/**
 * GET dashboard/: what waits at the person's offices, counted from the same queries as the lists it
 * leads to (the orders queue, the returns list), and the failed payments of running subscriptions.
 */
export const ZStaffDashboardResponse = ok({
  pickups: z.array(z.object({ officeID: z.number(), office: z.string(), count: z.number() })),
  deliveriesToSchedule: z.number(),
  deliveriesToday: z.number(),
  returns: z.number(),
  /** Devices not back after the term's end (or return date) and the grace (docs/decisions/053). */
  overdueReturns: z.number(),
  failedPayments: z.array(
    z.object({
      paymentID: z.number(),
      clientID: z.number(),
      clientName: z.string(),
      phone: z.string(),
      subscriptionID: z.number(),
      amount: z.number(),
      since: ZIsoDateTime,
    }),
  ),
});
export type TStaffDashboardResponse = z.infer<typeof ZStaffDashboardResponse>;
