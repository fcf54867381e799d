import type { Locale, TSubscription } from '@ijara/contract';
import type { Db } from '../../db/database';
import type { ListedSubscription, SubscriptionsRepository } from './repository';
import { toSubscription } from './to-subscription';
import type { PauseRules } from './transitions';

/** Reads subscriptions in the shape of SPEC.md §3 (contract ZSubscription). */
export class SubscriptionsService {
  constructor(
    private readonly db: Db,
    private readonly repository: SubscriptionsRepository,
    private readonly rules: PauseRules,
  ) {}

  async list(clientId: number, locale: Locale): Promise<TSubscription[]> {
    return this.shape(this.db, await this.repository.listForClient(this.db, clientId), locale);
  }

  /** One subscription as `db` (a transaction, to answer what it wrote) sees it; null when not found. */
  async one(db: Db, subscriptionId: number, locale: Locale): Promise<TSubscription | null> {
    const [subscription] = await this.shape(db, await this.repository.byId(db, subscriptionId), locale);
    return subscription ?? null;
  }

  private async shape(db: Db, rows: ListedSubscription[], locale: Locale): Promise<TSubscription[]> {
    const extras = await this.repository.extrasOf(
      db,
      rows.map((row) => row.subscription.id),
    );
    return rows.map((row) => toSubscription(row, extras, locale, this.rules));
  }
}
