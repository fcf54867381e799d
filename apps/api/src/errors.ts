import type { ErrorCode, Locale } from '@ijara/contract';
import type { ApiTextKey } from './texts';

/** Each stable code maps to one HTTP status (DESIGN.md §3). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  bad_signature: 400,
  missing_headers: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_mismatch: 422,
  rate_limited: 429,
  not_implemented: 501,
  internal: 500,
  city_not_served: 400,
  invalid_code: 400,
  code_expired: 400,
  code_not_sent: 503,
  not_enough_bonus: 422,
  idempotency_in_progress: 409,
  card_required: 409,
  no_active_card: 422,
  payment_not_due: 409,
  payment_declined: 402,
  gateway_unavailable: 503,
  database_unavailable: 503,
  out_of_stock: 409,
  price_changed: 409,
  status_not_allowed: 409,
  pause_limit_reached: 409,
  unit_unavailable: 409,
  deletion_blocked: 409,
  order_exists: 409,
  payment_overdue: 409,
  sign_in_failed: 401,
  locked_out: 429,
  link_invalid: 410,
  version_conflict: 409,
  email_taken: 409,
  origin_refused: 403,
  last_admin: 409,
  refund_refused: 409,
};

/** The text each code shows when the thrower does not pick a more specific one. */
export const ERROR_TEXT: Record<ErrorCode, ApiTextKey> = {
  bad_request: 'badRequest',
  validation_failed: 'incorrectInfo',
  bad_signature: 'badSignature',
  missing_headers: 'missingHeaders',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  not_found: 'notFound',
  method_not_allowed: 'methodNotAllowed',
  payload_too_large: 'payloadTooLarge',
  unsupported_media_type: 'unsupportedMediaType',
  idempotency_mismatch: 'idempotencyMismatch',
  rate_limited: 'rateLimited',
  not_implemented: 'notImplemented',
  internal: 'internal',
  city_not_served: 'cityNotServed',
  invalid_code: 'invalidCode',
  code_expired: 'codeExpired',
  code_not_sent: 'codeNotSent',
  not_enough_bonus: 'notEnoughBonus',
  idempotency_in_progress: 'idempotencyInProgress',
  card_required: 'onlyCardActiveSubscription',
  no_active_card: 'noActiveCard',
  payment_not_due: 'paymentAlreadyPaid',
  payment_declined: 'paymentDeclined',
  gateway_unavailable: 'gatewayUnavailable',
  database_unavailable: 'databaseUnavailable',
  out_of_stock: 'outOfStock',
  price_changed: 'priceChanged',
  status_not_allowed: 'statusNotAllowed',
  pause_limit_reached: 'pauseLimitReached',
  unit_unavailable: 'opsUnitTaken',
  deletion_blocked: 'deletionBlocked',
  order_exists: 'orderExists',
  payment_overdue: 'paymentOverdue',
  sign_in_failed: 'staffSignInFailed',
  locked_out: 'staffLockedOut',
  link_invalid: 'staffLinkInvalid',
  version_conflict: 'staffVersionConflict',
  email_taken: 'staffEmailTaken',
  origin_refused: 'staffOriginRefused',
  last_admin: 'staffLastAdmin',
  refund_refused: 'staffRefundNotPossible',
};

export interface AppErrorOptions {
  /** Text of the whole error; the code's default text otherwise. */
  text?: ApiTextKey;
  /** Field name → text key, localised when the answer is written. */
  fields?: Record<string, ApiTextKey>;
  /** Field name → text in the answer's locale, for what one key cannot say (each bad line of a paste). */
  fieldTexts?: (locale: Locale) => Record<string, string>;
  /** Extra answer headers, e.g. Retry-After or Allow. */
  headers?: Record<string, string>;
  /** Values of the text's {{placeholders}}, in the answer's locale. */
  values?: (locale: Locale) => Record<string, string>;
  /** A page of the web app the client should go to instead, in the answer's locale. */
  redirect?: (locale: Locale) => string;
  cause?: unknown;
}

/** The one error type of the api: a stable code, its HTTP status and a text key; never internals. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly text: ApiTextKey;
  readonly fields: Record<string, ApiTextKey> | undefined;
  readonly fieldTexts: AppErrorOptions['fieldTexts'];
  readonly headers: Record<string, string> | undefined;
  readonly values: AppErrorOptions['values'];
  readonly redirect: AppErrorOptions['redirect'];

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.text = options.text ?? ERROR_TEXT[code];
    this.fields = options.fields;
    this.fieldTexts = options.fieldTexts;
    this.headers = options.headers;
    this.values = options.values;
    this.redirect = options.redirect;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
