import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock';
import type { ClientWrites } from '../clients/index';
import type { Payments } from '../payments/index';
import { bonusCalls } from './calls';
import { BonusRepository } from './repository';
import { BonusService } from './service';

export interface BonusOptions {
  /** A payment paid with points is settled like a charge. */
  payments: Payments;
  /** Dates promo codes. */
  clock: Clock;
  /** The clients module's writes: the points balance beside each ledger row. */
  clients: ClientWrites;
}

/** Bonus points (README.md): bonus/info/, bonus/promo/, bonus/subscription/. */
export const bonusModule = fp<BonusOptions>(
  async (app, { payments, clock, clients }) => {
    const service = new BonusService(new BonusRepository(app.db, clients), payments.settlement, clock);
    app.addCalls(bonusCalls(service));
  },
  { name: 'bonus', dependencies: ['database', 'call-registry'] },
);
