import {
  type ChargeLookup,
  type ChargeResult,
  GatewayUnavailable,
  type PaymentGateway,
  type RefundResult,
} from './types';

/** Rejects when `ms` passes first and aborts the call, so a hung gateway never holds a request. */
async function withTimeout<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new GatewayUnavailable(`no answer in ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : 'gateway error';
}

/**
 * Every gateway call time-limited (DESIGN.md §5: 10 s). A charge, refund or lookup that fails or runs
 * out of time has an unknown outcome; only opening a card page and deleting a token may simply fail.
 */
export function guardedGateway(inner: PaymentGateway, timeoutMs: number): PaymentGateway {
  const { removeCard } = inner;
  return {
    name: inner.name,
    createBindingSession: async (input) => {
      try {
        return await withTimeout(timeoutMs, (signal) => inner.createBindingSession(input, signal));
      } catch (error) {
        throw error instanceof GatewayUnavailable ? error : new GatewayUnavailable(reason(error));
      }
    },
    charge: (input) =>
      withTimeout(timeoutMs, (signal) => inner.charge(input, signal)).catch(
        (error): ChargeResult => ({ status: 'unknown', reason: reason(error) }),
      ),
    refund: (input) =>
      withTimeout(timeoutMs, (signal) => inner.refund(input, signal)).catch(
        (error): RefundResult => ({ status: 'unknown', reason: reason(error) }),
      ),
    fetchCharge: (key) =>
      withTimeout(timeoutMs, (signal) => inner.fetchCharge(key, signal)).catch(
        (error): ChargeLookup => ({ status: 'unknown', reason: reason(error) }),
      ),
    parseCallback: (headers, rawBody, now) => inner.parseCallback(headers, rawBody, now),
    ...(removeCard
      ? {
          removeCard: async (token: string) => {
            try {
              await withTimeout(timeoutMs, (signal) => removeCard.call(inner, token, signal));
            } catch (error) {
              throw error instanceof GatewayUnavailable ? error : new GatewayUnavailable(reason(error));
            }
          },
        }
      : {}),
  };
}
