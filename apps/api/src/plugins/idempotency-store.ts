import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../errors';

/** DESIGN.md §5: the same key answers the same for 24 h. */
const KEEP_SECONDS = 24 * 3600;
/**
 * A first request that left its key "in progress" (its process died, or the database went away before
 * it could free the key) stops blocking it after this. Only a run that committed nothing is taken
 * over, and a run taken over can no longer commit (the generation), so this can be short: a client
 * retrying after an outage waits seconds, not minutes (docs/decisions/035).
 */
const ABANDONED_SECONDS = 15;

/** A key's row and the run that holds it: a run taken over can no longer write to it. */
export interface IdempotencyRecord {
  id: number;
  generation: number;
}

export type Begun =
  | { kind: 'new'; record: IdempotencyRecord }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' }
  /** The first run committed `effectId` and kept no answer (it died, or answered 5xx): replay the effect. */
  | { kind: 'committed'; effectId: number }
  | { kind: 'done'; statusCode: number; response: unknown };

const seconds = (n: number) => sql`(${n}::int * interval '1 second')`;
const ofRun = (record: IdempotencyRecord) =>
  and(eq(idempotencyKeys.id, record.id), eq(idempotencyKeys.generation, record.generation));

/** Stored answers by (client, key); the row is inserted first, so concurrent duplicates find it. */
export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  async begin(clientId: number, key: string, call: string, requestHash: string): Promise<Begun> {
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ clientId, key, call, requestHash, expiresAt: sql`now() + ${seconds(KEEP_SECONDS)}` })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id, generation: idempotencyKeys.generation });
    if (inserted[0]) return { kind: 'new', record: inserted[0] };

    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!row) return this.begin(clientId, key, call, requestHash);
    const taken = await this.takeOver(row, call, requestHash);
    if (taken) return { kind: 'new', record: taken };
    if (row.call !== call || row.requestHash !== requestHash) return { kind: 'mismatch' };
    if (row.statusCode !== null) return { kind: 'done', statusCode: row.statusCode, response: row.response };
    if (row.effectId !== null) return { kind: 'committed', effectId: row.effectId };
    return { kind: 'in_progress' };
  }

  /**
   * Ties the key to the row its run just wrote, inside the transaction that wrote it: the key is spent
   * exactly when the effect commits. A run that was taken over meanwhile cannot, and rolls back.
   */
  async recordEffect(tx: Db, record: IdempotencyRecord, effectId: number): Promise<void> {
    const rows = await tx
      .update(idempotencyKeys)
      .set({ effectId })
      .where(and(ofRun(record), isNull(idempotencyKeys.effectId)))
      .returning({ id: idempotencyKeys.id });
    if (rows.length === 0) throw new AppError('idempotency_in_progress', { headers: { 'retry-after': '1' } });
  }

  async finish(record: IdempotencyRecord, statusCode: number, response: unknown): Promise<void> {
    await this.db.update(idempotencyKeys).set({ statusCode, response }).where(ofRun(record));
  }

  /**
   * A failure worth retrying (5xx): the key is free again, unless its effect committed before the
   * failure, in which case a retry replays the effect.
   */
  async forget(record: IdempotencyRecord): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(ofRun(record), isNull(idempotencyKeys.effectId)));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
  }

  /** An expired key is reused as new; an abandoned run of the same request that committed nothing is taken over. */
  private async takeOver(
    row: typeof idempotencyKeys.$inferSelect,
    call: string,
    requestHash: string,
  ): Promise<IdempotencyRecord | null> {
    const rows = await this.db
      .update(idempotencyKeys)
      .set({
        call,
        requestHash,
        statusCode: null,
        response: null,
        effectId: null,
        generation: sql`${idempotencyKeys.generation} + 1`,
        createdAt: sql`now()`,
        expiresAt: sql`now() + ${seconds(KEEP_SECONDS)}`,
      })
      .where(
        and(
          eq(idempotencyKeys.id, row.id),
          eq(idempotencyKeys.generation, row.generation),
          or(
            lt(idempotencyKeys.expiresAt, sql`now()`),
            and(
              isNull(idempotencyKeys.statusCode),
              isNull(idempotencyKeys.effectId),
              eq(idempotencyKeys.call, call),
              eq(idempotencyKeys.requestHash, requestHash),
              lt(idempotencyKeys.createdAt, sql`now() - ${seconds(ABANDONED_SECONDS)}`),
            ),
          ),
        ),
      )
      .returning({ id: idempotencyKeys.id, generation: idempotencyKeys.generation });
    return rows[0] ?? null;
  }
}

/** The `idempotency-purge` job: stored answers past their 24 h are deleted. */
export function purgeExpiredKeys(db: Db): () => Promise<void> {
  const store = new IdempotencyStore(db);
  return () => store.purgeExpired();
}
