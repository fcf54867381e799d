import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/index';
import { payments } from '../../db/schema/index';
import {
  type CallbackVerdict,
  createFreedomPay,
  freedomPayRoutes,
  VERDICTS,
} from '../../gateways/freedompay/index';
import { guardedGateway } from '../../gateways/guarded-gateway';
import { sandboxGateway } from '../../gateways/sandbox/index';
import type { GatewayEvent, PaymentGateway } from '../../gateways/types';
import { parseChargeReference } from './charges/reference';

const CURRENCY = 'KGS';

/**
 * Applies a Freedom Pay callback once (app.payments is there by the time one arrives) and answers
 * whether its amount and currency are those of our payment. A repeat gets the same answer.
 */
async function freedomPayVerdict(app: FastifyInstance, event: GatewayEvent): Promise<CallbackVerdict> {
  await app.payments.callbacks.apply(event);
  if (event.type !== 'charge.succeeded' && event.type !== 'charge.failed') return VERDICTS.ok;
  const ref = parseChargeReference(event.reference);
  const [payment] = ref
    ? await app.db.select({ amount: payments.amount }).from(payments).where(eq(payments.id, ref.paymentId))
    : [];
  if (!payment) return VERDICTS.unknownOrder;
  return payment.amount === event.amount && event.currency === CURRENCY ? VERDICTS.ok : VERDICTS.mismatch;
}

/**
 * The adapter PAYMENT_GATEWAY names, registered on the app (a provider may bring routes of its own,
 * as the sandbox and Freedom Pay do) and time-limited. A real provider is one more case: gateways/<name>/.
 */
export async function connectGateway(app: FastifyInstance, config: Config): Promise<PaymentGateway> {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      await app.register(sandboxGateway, { config });
      return guardedGateway(app.sandboxGateway.gateway, config.GATEWAY_TIMEOUT_MS);
    case 'freedompay': {
      const { settings, gateway } = createFreedomPay(config);
      await app.register(freedomPayRoutes, { settings, receive: (event) => freedomPayVerdict(app, event) });
      return guardedGateway(gateway, config.GATEWAY_TIMEOUT_MS);
    }
  }
}
