import type { Config } from '../../config/index';
import type { PaymentGateway } from '../types';
import type { CallbackVerdict } from './callbacks';
import { FreedomPayClient } from './client';
import { freedomPayGateway } from './freedompay-gateway';
import { type FreedomPaySettings, freedomPaySettings } from './settings';

export type { CallbackVerdict } from './callbacks';
export { type FreedomPayRoutesOptions, freedomPayRoutes } from './routes';
export type { FreedomPaySettings } from './settings';

/** Freedom Pay (PAYMENT_GATEWAY=freedompay): its settings and the adapter (not yet time-limited). */
export function createFreedomPay(config: Config): { settings: FreedomPaySettings; gateway: PaymentGateway } {
  const settings = freedomPaySettings(config);
  return { settings, gateway: freedomPayGateway(settings, new FreedomPayClient(settings)) };
}

/** The verdicts the payments module answers with. */
export const VERDICTS = {
  ok: { status: 'ok', description: 'accepted' },
  mismatch: { status: 'rejected', description: 'amount or currency differs from the order' },
  unknownOrder: { status: 'rejected', description: 'unknown order' },
} as const satisfies Record<string, CallbackVerdict>;
