import { type Locale, type TSubscription, todayInBishkek } from '@ijara/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { ConditionPhotoLinks } from './condition-photo-links';
import type { SubscriptionsRepository } from './repository';
import { type SubscriptionRules, toSubscription } from './to-subscription';

/** Clients whose last answer is kept, in each language: a few kilobytes each. */
const KEPT_ANSWERS = 2_000;

interface KeptAnswer {
  /** The client's and the catalogue's versions it was drawn at (repository viewVersions). */
  versions: string;
  /** The hour it was drawn in (ConditionPhotoLinks.hour). */
  hour: number;
  subscriptions: TSubscription[];
}

/** Reads subscriptions in the shape of SPEC.md §3 (contract ZSubscription). */
export class SubscriptionsService {
  /**
   * subscription/info/'s answers, by client and language (docs/decisions/063). One is given again while
   * the versions read with one primary-key select are those it was drawn at, in the same hour. The
   * versions are read before the answer is drawn, so a kept answer is never older than its versions.
   */
  private readonly kept = new LRUCache<string, KeptAnswer>({ max: KEPT_ANSWERS });

  constructor(
    private readonly repository: SubscriptionsRepository,
    private readonly rules: SubscriptionRules,
    private readonly links: ConditionPhotoLinks,
    /** "Today", for the day an expected unit arrives (docs/decisions/051). */
    private readonly clock: Clock,
  ) {}

  async list(clientId: number, locale: Locale): Promise<TSubscription[]> {
    // The photo links are the same within an hour, and so is the day in Bishkek (UTC+6, whole hours).
    const hour = this.links.hour();
    const versions = await this.repository.viewVersions(clientId);
    const key = `${clientId}:${locale}`;
    const kept = this.kept.get(key);
    if (kept && versions !== null && kept.versions === versions && kept.hour === hour) {
      return kept.subscriptions;
    }
    const today = todayInBishkek(this.clock.now());
    const subscriptions = (await this.repository.listForClient(clientId)).map((row) =>
      toSubscription(row, locale, this.rules, this.links, today),
    );
    if (versions !== null) this.kept.set(key, { versions, hour, subscriptions });
    return subscriptions;
  }

  /** One subscription as `db` (a transaction, to answer what it wrote) sees it; null when not found. */
  async one(db: Db, subscriptionId: number, locale: Locale): Promise<TSubscription | null> {
    const [row] = await this.repository.byId(db, subscriptionId);
    return row ? toSubscription(row, locale, this.rules, this.links, todayInBishkek(this.clock.now())) : null;
  }
}
