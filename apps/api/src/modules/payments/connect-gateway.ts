import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { guardedGateway } from '../../gateways/guarded-gateway';
import { sandboxGateway } from '../../gateways/sandbox/index';
import type { PaymentGateway } from '../../gateways/types';

/**
 * The adapter PAYMENT_GATEWAY names, registered on the app (a provider may bring routes of its own,
 * as the sandbox does) and time-limited. A real provider is one more case: gateways/<name>/.
 */
export async function connectGateway(app: FastifyInstance, config: Config): Promise<PaymentGateway> {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      await app.register(sandboxGateway, { config });
      return guardedGateway(app.sandboxGateway.gateway, config.GATEWAY_TIMEOUT_MS);
  }
}
