/** Every failed call surfaces as one of these (STYLE.md: one error type with stable codes). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the network failed before any answer. */
    readonly status: number,
    /** A contract ErrorCode, or "network_error" / "bad_response" from the client itself. */
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Seconds from the answer's Retry-After (a 429 over a send limit); null when it had none. */
    readonly retryAfter: number | null = null,
    /** A page of ours the answer points to (409 order_exists: the order already placed). */
    readonly redirect: string | null = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Seconds of a Retry-After header given in seconds (the api's form); null for none or a date. */
export function parseRetryAfter(value: string | null): number | null {
  if (!value || !/^\d{1,7}$/.test(value.trim())) return null;
  return Number(value.trim());
}
