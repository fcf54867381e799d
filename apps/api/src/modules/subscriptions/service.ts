import { type Locale, type TSubscription, todayInBishkek } from '@ijara/contract';
import type { Db } from '../../db/database';
import { KeptAnswers } from '../../db/kept-answers';
import type { Clock } from '../../lib/clock';
import type { ConditionPhotoLinks } from './condition-photo-links';
import type { SubscriptionsRepository } from './repository';
import { type SubscriptionRules, toSubscription } from './to-subscription';

/** Reads subscriptions in the shape of SPEC.md §3 (contract ZSubscription). */
export class SubscriptionsService {
  /** subscription/info/'s answers, drawn again when the client's rows, the catalogue or the hour change. */
  private readonly kept: KeptAnswers<TSubscription[]>;

  constructor(
    db: Db,
    private readonly repository: SubscriptionsRepository,
    private readonly rules: SubscriptionRules,
    private readonly links: ConditionPhotoLinks,
    /** "Today", for the day an expected unit arrives (docs/decisions/051). */
    private readonly clock: Clock,
  ) {
    this.kept = new KeptAnswers(db);
  }

  async list(clientId: number, locale: Locale): Promise<TSubscription[]> {
    // The photo links are the same within an hour, and so is the day in Bishkek (UTC+6, whole hours).
    const hour = this.links.hour();
    return this.kept.get(clientId, locale, String(hour), async () => {
      const today = todayInBishkek(this.clock.now());
      return (await this.repository.listForClient(clientId)).map((row) =>
        toSubscription(row, locale, this.rules, this.links, today),
      );
    });
  }

  /** One subscription as `db` (a transaction, to answer what it wrote) sees it; null when not found. */
  async one(db: Db, subscriptionId: number, locale: Locale): Promise<TSubscription | null> {
    const [row] = await this.repository.byId(db, subscriptionId);
    return row ? toSubscription(row, locale, this.rules, this.links, todayInBishkek(this.clock.now())) : null;
  }
}
