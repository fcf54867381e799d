import type { Locale } from '@ijara/contract';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from './database';
import { prepared } from './prepared';
import { clients } from './schema/index';

/** Clients whose last answer is kept, in each language: a few kilobytes each. */
const KEPT_ANSWERS = 2_000;

/**
 * The versions a client's answers are drawn at, as one text: the client's, raised at commit by every
 * write to a row that subscription/info/ or payment/list/ shows (migrations 0026, 0027 and 0030), and
 * the catalogue's (names, offices, fees, extras; 0016).
 */
const viewVersions = sql<string>`coalesce((select v.version from subscription_view_versions v
  where v.client_id = ${clients.id}), 0) || '-' || (select c.version from catalog_version c where c.id = 1)`;

/**
 * A client's answers of one call, by language (docs/decisions/063): one is given again while the
 * versions read by one primary-key select, and the call's own `stamp` (an hour), are those it was drawn
 * at. The versions are read before the answer is drawn, so a kept answer is never older than its
 * versions: a change committed in between draws it again on the next read. Every process reads them from
 * the database, so a write by anyone (another process, staff, plain SQL) shows on the next read.
 */
export class KeptAnswers<T> {
  private readonly kept = new LRUCache<string, { stamp: string; answer: T }>({ max: KEPT_ANSWERS });

  /** Named the same in every instance: one statement per connection. */
  private readonly versionsOf = prepared(() =>
    this.db
      .select({ versions: viewVersions })
      .from(clients)
      .where(eq(clients.id, sql.placeholder('clientId')))
      .prepare('client_view_versions'),
  );

  constructor(private readonly db: Db) {}

  async get(clientId: number, locale: Locale, stamp: string, draw: () => Promise<T>): Promise<T> {
    const [row] = await this.versionsOf().execute({ clientId });
    const key = `${clientId}:${locale}`;
    const drawnAt = row ? `${row.versions}/${stamp}` : null;
    const kept = this.kept.get(key);
    if (kept && kept.stamp === drawnAt) return kept.answer;
    const answer = await draw();
    // A client that is not there (deleted meanwhile) has nothing to keep.
    if (drawnAt !== null) this.kept.set(key, { stamp: drawnAt, answer });
    return answer;
  }
}
