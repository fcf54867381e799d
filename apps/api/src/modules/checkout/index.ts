import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import { jobSetting } from '../../config/jobs';
import type { Payments } from '../payments/index';
import { checkoutCalls } from './calls';
import { createCheckout } from './create-checkout';
import type { CatalogueSnapshot } from './draft-rows';
import type { OrderReader, ReplacementCheck } from './ports';
import type { CheckoutService } from './service';

export { checkoutCalls } from './calls';
export { createCheckout } from './create-checkout';
export type {
  FirstCharge,
  FirstChargeClaim,
  FirstChargeOutcome,
  OrderIntent,
  OrderReader,
  ReplacementCheck,
} from './ports';
export type { CheckoutDeps, CheckoutService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
  }
}

export interface CheckoutOptions {
  config: Config;
  /** The first period is charged through the payments module. */
  payments: Payments;
  /** A quote prices from the catalogue's snapshot. */
  catalog: CatalogueSnapshot;
  /** A replayed order is answered as the subscriptions module reads it. */
  orders: OrderReader;
  /** An order for a newer model: the subscriptions module checks what it replaces (docs/decisions/056). */
  replacements: ReplacementCheck;
}

/**
 * subscription/calculate/, subscription/create/, info/stock/ and info/delivery-fees/
 * (docs/decisions/021-checkout.md).
 */
export const checkoutModule = fp<CheckoutOptions>(
  async (app, { config, payments, catalog, orders, replacements }) => {
    const checkout = createCheckout({
      db: app.db,
      charges: payments.charges,
      gateway: payments.gateway.name,
      log: app.log,
      catalogue: catalog,
      orders,
      clock: app.clock,
      replacements,
    });
    app.decorate('checkout', checkout);
    app.addCalls(checkoutCalls(checkout));
    app.jobs.add({
      name: 'checkout-sweep',
      ...jobSetting(config, 'CHECKOUT_SWEEP'),
      mode: 'exclusive',
      run: () => checkout.sweep(),
    });
  },
  { name: 'checkout', dependencies: ['clock', 'database', 'call-registry', 'jobs'] },
);
