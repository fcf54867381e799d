import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import { billingEnabled } from '../../config/payments';
import type { Clock } from '../../lib/clock';
import type { Payments } from '../payments/index';
import { devBillingRoutes } from './dev-routes';
import { BillingRepository } from './repository';
import { BillingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
  }
}

export interface BillingOptions {
  config: Config;
  /** Charging and settling are the payments module's. */
  payments: Payments;
  /** "Today" in Bishkek, retry and reconciliation times. */
  clock: Clock;
}

/**
 * The recurring billing job (`billing`, BILLING_ENABLED, BILLING_INTERVAL_MS; every process shares the
 * work) and POST /api/dev/billing/ (not in production).
 */
export const billingModule = fp<BillingOptions>(
  async (app, { config, payments, clock }) => {
    const service = new BillingService(
      new BillingRepository(app.db, config.RETURN_GRACE_DAYS),
      payments,
      {
        batchSize: config.BILLING_BATCH_SIZE,
        concurrency: config.BILLING_CONCURRENCY,
        reconcileAfterMs: config.BILLING_RECONCILE_AFTER_MS,
      },
      clock,
      app.log,
    );
    app.decorate('billing', service);
    if (config.NODE_ENV !== 'production') await app.register(devBillingRoutes);
    app.jobs.add({
      name: 'billing',
      enabled: billingEnabled(config),
      intervalMs: config.BILLING_INTERVAL_MS,
      mode: 'shared',
      run: () => service.runOnce(),
    });
  },
  { name: 'billing', dependencies: ['database', 'jobs'] },
);
