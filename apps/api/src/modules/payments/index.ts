import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import type { Clock } from '../../lib/clock';
import type { CatalogService } from '../catalog/index';
import type { ClientWrites } from '../clients/index';
import { callbackRoutes } from './callbacks/routes';
import { paymentCalls } from './calls';
import { connectGateway } from './connect-gateway';
import { createPayments, type Payments } from './create-payments';

export type { ChargeClaim, StalePayment } from './charges/service';
export type { PointsPaidObserver, SettledCharge, SettlementObserver } from './charges/settlement';
export type { Payments } from './create-payments';
export { insertPaymentLines, type NewPaymentLine, paymentLinesOf } from './lines';
export type { RefundRow } from './refunds/repository';
export type { RefundBy, RefundIntent, RefundService } from './refunds/service';
export type { ClientTry } from './repository';
export type { ClientTryObserver } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cards, charges and their settlement; billing (and checkout) charge through it. */
    payments: Payments;
  }
}

export interface PaymentsOptions {
  config: Config;
  /** Checks the city a card is bound for. */
  catalog: CatalogService;
  /** Retry dates and the age of a payment left "processing". */
  clock: Clock;
  /** The clients module's writes: cashback raises the points balance. */
  clients: ClientWrites;
}

/**
 * Cards and payments: payment/bind-card|cards|activate-card|remove-card|payment-create|list/ and the
 * gateway's callback (POST /api/payments/callback/), on the gateway PAYMENT_GATEWAY selects.
 */
export const paymentsModule = fp<PaymentsOptions>(
  async (app, { config, catalog, clock, clients }) => {
    const gateway = await connectGateway(app, config);
    const payments = createPayments({ config, db: app.db, catalog, log: app.log, gateway, clock, clients });
    app.decorate('payments', payments);
    app.addCalls(paymentCalls(payments));
    await app.register(callbackRoutes, { callbacks: payments.callbacks });
  },
  { name: 'payments', dependencies: ['database', 'call-registry'] },
);
