import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock';
import type { ClientWrites } from '../clients/index';
import type { Notices } from '../notices/index';
import type { Payments } from '../payments/index';
import type { Subscriptions } from '../subscriptions/index';
import { claimCalls } from './calls';
import { ClaimDecisions } from './decide-service';
import { claimFileRoutes } from './file-routes';
import { ClaimPayments } from './pay-service';
import { ClaimReader } from './reader';
import { ClaimReports } from './report-service';
import { ClaimsRepository } from './repository';

export {
  ClaimDecisions,
  type ClaimStaff,
  claimAmount,
  type DecidedPayment,
  type DecideInput,
} from './decide-service';

/** What the staff desk uses: taking and deciding claims. */
export interface Claims {
  decisions: ClaimDecisions;
}

declare module 'fastify' {
  interface FastifyInstance {
    claims: Claims;
  }
}

export interface ClaimsOptions {
  clock: Clock;
  /** The claim's payment goes the payments module's way: its charge path, settlement and pay-now. */
  payments: Payments;
  /** A replacement swaps the unit, a loss ends the subscription; a damaged return opens a claim. */
  subscriptions: Subscriptions;
  /** Received, decided, closed, paid. */
  notices: Notices;
  /** Points that pay part of a claim, and come back after a decline. */
  clients: Pick<ClientWrites, 'takeBonus' | 'addBonus'>;
}

/**
 * Claims — a device broken, lost or stolen (the offer, section 6; docs/decisions/059, README.md):
 * claim/create/, claim/list/, claim/pay/, the files by signed link (`/api/claim-files/`), the claim a
 * damaged return opens, and `app.claims` for the staff desk's decisions.
 */
export const claimsModule = fp<ClaimsOptions>(
  async (app, { clock, payments, subscriptions, notices, clients }) => {
    const repository = new ClaimsRepository();
    const reader = new ClaimReader(app.db, repository, clock);
    const reports = new ClaimReports(app.db, repository, reader, notices.outbox, clock);
    const gateway = payments.gateway.name;
    const pay = new ClaimPayments(app.db, repository, reader, {
      payments,
      clients,
      outbox: notices.outbox,
      gateway,
      clock,
      log: app.log,
    });
    const decisions = new ClaimDecisions(app.db, repository, {
      outcomes: subscriptions.claimOutcomes,
      outbox: notices.outbox,
      charges: payments.charges,
      gateway,
      clock,
      log: app.log,
    });
    payments.settlement.observe(pay.observer);
    payments.settlement.observePointsPaid(pay.pointsObserver);
    subscriptions.handOver.observeReturns(reports.onReturn);
    app.addCalls(claimCalls(reports, reader, pay));
    await app.register(claimFileRoutes, { repository, clock });
    app.decorate('claims', { decisions });
  },
  { name: 'claims', dependencies: ['database', 'call-registry', 'payments', 'subscriptions', 'notices'] },
);
