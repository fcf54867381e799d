import fp from 'fastify-plugin';
import type { Payments } from '../payments/index';
import { bonusCalls } from './calls';
import { BonusRepository } from './repository';
import { BonusService } from './service';

export interface BonusOptions {
  /** A payment paid with points is settled like a charge; the clock dates promo codes. */
  payments: Payments;
}

/** Bonus points (README.md): bonus/info/, bonus/promo/, bonus/subscription/. */
export const bonusModule = fp<BonusOptions>(
  async (app, { payments }) => {
    const service = new BonusService(new BonusRepository(app.db), payments.settlement, payments.clock);
    app.addCalls(bonusCalls(service));
  },
  { name: 'bonus', dependencies: ['database', 'call-registry'] },
);
