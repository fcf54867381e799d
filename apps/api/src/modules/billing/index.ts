import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { billingEnabled } from '../../config-payments';
import { IntervalJob } from '../../lib/interval-job';
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
  /** More upkeep run on the same schedule (e.g. purging expired idempotency keys). */
  chores: (() => Promise<unknown>)[];
}

/**
 * The recurring billing job, in-process on BILLING_INTERVAL_MS when BILLING_ENABLED, and
 * POST /api/dev/billing/ (not in production).
 */
export const billingModule = fp<BillingOptions>(
  async (app, { config, payments, chores }) => {
    const service = new BillingService(
      new BillingRepository(app.db),
      payments,
      {
        batchSize: config.BILLING_BATCH_SIZE,
        concurrency: config.BILLING_CONCURRENCY,
        reconcileAfterMs: config.BILLING_RECONCILE_AFTER_MS,
      },
      app.log,
    );
    app.decorate('billing', service);
    if (config.NODE_ENV !== 'production') await app.register(devBillingRoutes);
    if (!billingEnabled(config)) return;
    const job = new IntervalJob(
      'billing',
      async () => {
        await service.runOnce();
        for (const chore of chores) await chore();
      },
      config.BILLING_INTERVAL_MS,
      app.log,
    );
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'billing', dependencies: ['database'] },
);
