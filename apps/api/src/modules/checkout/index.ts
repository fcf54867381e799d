import fp from 'fastify-plugin';
import type { Payments } from '../payments/index';
import { checkoutCalls } from './calls';
import { createCheckout } from './create-checkout';
import type { CatalogueSnapshot } from './draft-rows';
import type { CheckoutService } from './service';

export { checkoutCalls } from './calls';
export { createCheckout } from './create-checkout';
export type { FirstCharge, FirstChargeClaim, FirstChargeOutcome } from './ports';
export type { CheckoutDeps, CheckoutService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
  }
}

export interface CheckoutOptions {
  /** The first period is charged through the payments module. */
  payments: Payments;
  /** A quote prices from the catalogue's snapshot. */
  catalog: CatalogueSnapshot;
}

/** subscription/calculate/, subscription/create/ and info/stock/ (docs/decisions/021-checkout.md). */
export const checkoutModule = fp<CheckoutOptions>(
  async (app, { payments, catalog }) => {
    const checkout = createCheckout({
      db: app.db,
      charges: payments.charges,
      gateway: payments.gateway.name,
      log: app.log,
      catalogue: catalog,
    });
    app.decorate('checkout', checkout);
    app.addCalls(checkoutCalls(checkout));
  },
  { name: 'checkout', dependencies: ['database', 'call-registry'] },
);
