import type { FastifyInstance } from 'fastify';
import { callbackRoutes } from './callbacks/routes';
import type { Payments } from './create-payments';
import { sandboxRoutes } from './sandbox/routes';

export interface PaymentRoutesOptions {
  payments: Payments;
  /** The sandbox's control endpoint (development and tests). */
  control: boolean;
  /** Background delivery of due sandbox callbacks; 0 = off. */
  deliveryIntervalMs: number;
}

/** The routes outside /api/v3/: the gateway callback and the sandbox's hosted pages. */
export async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  const { payments, control, deliveryIntervalMs } = options;
  await app.register(callbackRoutes, { callbacks: payments.callbacks });
  const { binding, state, dispatcher } = payments.sandbox;
  await app.register(sandboxRoutes, { binding, state, control });
  app.addHook('onReady', async () => dispatcher.start(deliveryIntervalMs));
  app.addHook('onClose', async () => dispatcher.close());
}
