/** Outside calls time out at 10 s (DESIGN.md §5): every transport waits this long at most. */
export const TRANSPORT_TIMEOUT_MS = 10_000;

/**
 * An outside messaging gateway refused or did not answer. The message never holds a code, a phone or
 * a URL (some carry a token). `status` is the HTTP status when the gateway answered.
 */
export class ChannelError extends Error {
  override name = 'ChannelError';
  readonly status: number | undefined;

  constructor(message: string, options?: ErrorOptions & { status?: number }) {
    super(message, options);
    this.status = options?.status;
  }
}

/**
 * A failure that another try would not change: the gateway refused this message or recipient (4xx
 * other than 408/429; an SMTP 5xx reply). Anything else (5xx, time-outs, an unreachable host) may pass.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof ChannelError) {
    const { status } = error;
    return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
  }
  const reply = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof reply === 'number' && reply >= 500;
}

/** A short description of a failure, for a record: never the text, a phone or an address. */
export function describeFailure(channel: string, error: unknown): string {
  if (error instanceof ChannelError) return `${channel}: ${error.message}`;
  const reply = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof reply === 'number') return `${channel}: SMTP answered ${reply}`;
  const code = (error as { code?: unknown } | null)?.code;
  return `${channel}: ${typeof code === 'string' ? code : 'failed'}`;
}
