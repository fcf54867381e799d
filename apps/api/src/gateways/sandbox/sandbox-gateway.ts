import { setTimeout as sleep } from 'node:timers/promises';
import { SANDBOX_GATEWAY_PATH } from '@ijara/contract';
import { GatewayUnavailable, type PaymentGateway } from '../types';
import type { SandboxBinding } from './binding';
import type { SandboxCharges } from './charges';
import { toGatewayEvent } from './events';
import { SIGNATURE_HEADER, verifySignature } from './signature';
import type { SandboxState } from './state';

/** The hosted card page of a session. */
export function sessionPageUrl(sessionId: string, lang: string): string {
  return `${SANDBOX_GATEWAY_PATH}bind/${sessionId}/?lang=${lang}`;
}

/**
 * The api's adapter to the sandbox provider. It calls the provider in-process but behaves like a
 * remote service: `down` answers as a 503 would, `slow` answers after SANDBOX_SLOW_MS (the work is
 * done first, as when a provider's answer is lost on the way back).
 */
export function sandboxGateway(deps: {
  binding: SandboxBinding;
  charges: SandboxCharges;
  state: SandboxState;
  secret: string;
  slowMs: number;
}): PaymentGateway {
  const { binding, charges, state, secret, slowMs } = deps;
  async function remote<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    if (state.mode === 'down') throw new GatewayUnavailable('sandbox gateway answered 503');
    const result = await work();
    if (state.mode === 'slow') await sleep(slowMs, undefined, signal ? { signal } : {});
    return result;
  }
  return {
    name: 'sandbox',
    createBindingSession: (input, signal) =>
      remote(signal, async () => {
        const sessionId = await binding.createSession(input);
        return { sessionId, url: sessionPageUrl(sessionId, input.locale) };
      }),
    charge: (input, signal) => remote(signal, () => charges.charge(input)),
    refund: (input, signal) => remote(signal, () => charges.refund(input)),
    fetchCharge: (key, signal) => remote(signal, () => charges.fetchCharge(key)),
    parseCallback: (headers, rawBody, now) => {
      const header = headers[SIGNATURE_HEADER];
      verifySignature(secret, typeof header === 'string' ? header : undefined, rawBody, now);
      return toGatewayEvent(rawBody);
    },
  };
}
