import { z } from 'zod';
import { SUCCESS_STATUS } from './constants';

/** Stable machine codes of failures (DESIGN.md §3); each maps to one HTTP status in the api. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'bad_signature',
  'missing_headers',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'idempotency_mismatch',
  'rate_limited',
  'not_implemented',
  'internal',
  'city_not_served',
  'invalid_code',
  'code_expired',
  'code_not_sent',
  'not_enough_bonus',
  'idempotency_in_progress',
  'card_required',
  'no_active_card',
  'payment_not_due',
  'payment_declined',
  'gateway_unavailable',
  'database_unavailable',
  'out_of_stock',
  'price_changed',
  'status_not_allowed',
  'pause_limit_reached',
  'unit_unavailable',
  'deletion_blocked',
  'order_exists',
  // A monthly payment failed and is not paid yet: no new order until it is (FAQ, issue 31).
  'payment_overdue',
  // The staff back office (issue 29).
  'sign_in_failed',
  'locked_out',
  'link_invalid',
  'version_conflict',
  'email_taken',
  'origin_refused',
  'last_admin',
  // Cancellations and refunds (docs/decisions/041).
  'refund_refused',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorResponse = z.object({
  statusCode: z.string().regex(/^[45]\d\d$/),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A page of the web app to go to instead (SPEC.md §6: a client awaiting deletion → its information page). */
  redirect: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** A success answer: statusCode "200" with the answer's fields at the top level. */
export function ok<const Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ statusCode: z.literal(SUCCESS_STATUS), ...shape });
}

/** An answer with nothing but the status. */
export const ZOkResponse = ok({});
export type TOkResponse = z.infer<typeof ZOkResponse>;

/** PostgreSQL's `integer`, the type of every id and amount column: a larger number names nothing. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** A row id as the database stores it; 2^31 and beyond answer 400 with the field named, never 500. */
export const ZId = z.number().int().positive().max(INT4_MAX);
/** A row id; the name subscriptions.ts gave it first (the same schema as ZId). */
export const ZRowId = ZId;
/** Minor units in an `integer` column. */
export const ZMoney = z.number().int().min(INT4_MIN).max(INT4_MAX);
export const ZIsoDate = z.iso.date();
export const ZIsoDateTime = z.iso.datetime({ offset: true });
export const ZEmptyRequest = z.object({}).strict();
