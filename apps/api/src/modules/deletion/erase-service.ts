import { addDays, DELETION_OFFSET_DAYS, todayInBishkek } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../auth/index';
import type { Payments } from '../payments/index';
import type { DeletionRepository } from './repository';

/**
 * The erasure job (docs/decisions/022): on the 12th day after a request, the client's personal fields
 * are blanked, every token revoked, every card token detached; contracts, payments and the points
 * ledger stay under the client's id. Each client in its own transaction, claimed with SKIP LOCKED, so
 * any number of api processes may run it at once and each client is erased once.
 */
export class Erasure {
  constructor(
    private readonly repository: DeletionRepository,
    private readonly deps: {
      auth: Pick<Auth, 'forget'>;
      cards: Pick<Payments['cards'], 'detachAll'>;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Requests made on or before this day are due today (Bishkek). */
  dueRequestedBy(): string {
    return addDays(todayInBishkek(this.deps.clock.now()), -DELETION_OFFSET_DAYS);
  }

  /** Erases every client whose day has come; answers how many this run erased. */
  async eraseDue(): Promise<number> {
    const requestedBy = this.dueRequestedBy();
    let erased = 0;
    while (await this.eraseOne(requestedBy)) erased += 1;
    const waiting = await this.repository.countWaiting(requestedBy);
    if (waiting > 0) {
      this.deps.log.warn(
        { waiting },
        'clients past their deletion day are held back by a running subscription',
      );
    }
    return erased;
  }

  private eraseOne(requestedBy: string): Promise<boolean> {
    return this.repository.db.transaction(async (tx) => {
      const client = await this.repository.claimDue(tx, requestedBy);
      if (!client) return false;
      const forgotten = await this.deps.auth.forget(tx, client);
      const cards = await this.deps.cards.detachAll(tx, client.id);
      const rows = await this.repository.erase(tx, client.id);
      await this.repository.audit(tx, {
        clientId: client.id,
        actor: 'system',
        action: 'client.erased',
        ip: null,
        details: { ...forgotten, cards, ...rows },
      });
      return true;
    });
  }
}
