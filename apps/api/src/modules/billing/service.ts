import { todayInBishkek } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { mapLimit } from '../../lib/map-limit';
import type { Payments } from '../payments/index';
import type { BillingRepository } from './repository';

export interface BillingSettings {
  batchSize: number;
  concurrency: number;
  reconcileAfterMs: number;
}

export interface BillingRun {
  charged: number;
  retried: number;
  reconciled: number;
}

const SYSTEM = { actor: 'system' } as const;

/**
 * One pass of recurring billing: charge what is due today (Asia/Bishkek), try soft declines again on
 * their schedule, and ask the gateway about payments left "processing". Safe to run in several
 * processes at once: every claim skips rows another process holds.
 */
export class BillingService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly payments: Payments,
    private readonly settings: BillingSettings,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async runOnce(): Promise<BillingRun> {
    const { charges, gateway } = this.payments;
    const { batchSize, concurrency } = this.settings;
    const now = this.clock.now();
    const today = todayInBishkek(now);
    const run: BillingRun = { charged: 0, retried: 0, reconciled: 0 };

    for (;;) {
      const claims = await this.repository.claimDue(today, batchSize, gateway.name);
      await mapLimit(claims, concurrency, (claim) => charges.attempt(claim, SYSTEM));
      run.charged += claims.length;
      if (claims.length < batchSize) break;
    }
    for (;;) {
      const claims = await this.repository.claimRetries(now, batchSize);
      await mapLimit(claims, concurrency, (claim) => charges.attempt(claim, SYSTEM));
      run.retried += claims.length;
      if (claims.length < batchSize) break;
    }
    // One batch a run: a lease is a fresh updated_at, which a clock set ahead (tests) would not pass.
    const stale = await this.repository.claimStale(
      new Date(now.getTime() - this.settings.reconcileAfterMs),
      batchSize,
    );
    await mapLimit(stale, concurrency, async (payment) => {
      if (await charges.reconcile(payment, SYSTEM)) run.reconciled += 1;
    });
    if (run.charged + run.retried + run.reconciled > 0) this.log.info({ ...run }, 'billing run');
    return run;
  }
}
