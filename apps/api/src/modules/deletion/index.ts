import fp from 'fastify-plugin';
import { erasureEnabled } from '../../config/deletion';
import type { Config } from '../../config/index';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../auth/index';
import type { ClientWrites } from '../clients/index';
import type { Payments } from '../payments/index';
import { deletionCalls } from './calls';
import { Erasure } from './erase-service';
import { ErasurePreviews } from './preview';
import { DeletionRepository } from './repository';
import { DeletionRequests } from './request-service';

export type { ErasePreview } from './preview';

/** The erasure job and its preview: the ops command and tests use them. */
export interface Deletion {
  requests: DeletionRequests;
  erasure: Erasure;
  previews: ErasurePreviews;
}

declare module 'fastify' {
  interface FastifyInstance {
    deletion: Deletion;
  }
}

export interface DeletionOptions {
  config: Config;
  /** Erasure revokes every token and deletes sign-in records. */
  auth: Auth;
  /** Erasure detaches every card. */
  payments: Payments;
  /** Which day it is: the request's date and the erasure day. */
  clock: Clock;
  /** The clients module's writes: the request's flag and the erasure of the row. */
  clients: ClientWrites;
}

/**
 * Personal-data deletion (docs/decisions/022): user/deletepersonaldata/ and .../cancel/, and the
 * erasure job on ERASURE_INTERVAL_MS when ERASURE_ENABLED, safe with several api processes.
 */
export const deletionModule = fp<DeletionOptions>(
  async (app, { config, auth, payments, clock, clients }) => {
    const repository = new DeletionRepository(app.db, clients);
    const requests = new DeletionRequests(repository, clock);
    const erasure = new Erasure(repository, {
      auth,
      cards: payments.cards,
      clock,
      log: app.log,
    });
    const previews = new ErasurePreviews(repository, { auth, cards: payments.cards });
    app.decorate('deletion', { requests, erasure, previews });
    app.addCalls(deletionCalls(requests));
    app.jobs.add({
      name: 'erasure',
      enabled: erasureEnabled(config),
      intervalMs: config.ERASURE_INTERVAL_MS,
      mode: 'shared',
      run: () => erasure.eraseDue(),
    });
  },
  { name: 'deletion', dependencies: ['database', 'call-registry', 'jobs'] },
);
