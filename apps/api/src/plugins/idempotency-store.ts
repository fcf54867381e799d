import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema/index';

/** DESIGN.md §5: the same key answers the same for 24 h. */
const KEEP_SECONDS = 24 * 3600;
/** A first request that never finished (its process died) stops blocking its key after this. */
const ABANDONED_SECONDS = 120;

export type Begun =
  | { kind: 'new'; id: number }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' }
  | { kind: 'done'; statusCode: number; response: unknown };

const seconds = (n: number) => sql`(${n}::int * interval '1 second')`;

/** Stored answers by (client, key); the row is inserted first, so concurrent duplicates find it. */
export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  async begin(clientId: number, key: string, call: string, requestHash: string): Promise<Begun> {
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ clientId, key, call, requestHash, expiresAt: sql`now() + ${seconds(KEEP_SECONDS)}` })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (inserted[0]) return { kind: 'new', id: inserted[0].id };

    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!row) return this.begin(clientId, key, call, requestHash);
    const taken = await this.takeOver(row.id, call, requestHash);
    if (taken) return { kind: 'new', id: taken };
    if (row.call !== call || row.requestHash !== requestHash) return { kind: 'mismatch' };
    if (row.statusCode === null) return { kind: 'in_progress' };
    return { kind: 'done', statusCode: row.statusCode, response: row.response };
  }

  async finish(id: number, statusCode: number, response: unknown): Promise<void> {
    await this.db.update(idempotencyKeys).set({ statusCode, response }).where(eq(idempotencyKeys.id, id));
  }

  /** A failure worth retrying (5xx): the key is free again. */
  async forget(id: number): Promise<void> {
    await this.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
  }

  /** An expired key is reused as new; an abandoned run of the same request is taken over. */
  private async takeOver(id: number, call: string, requestHash: string): Promise<number | null> {
    const rows = await this.db
      .update(idempotencyKeys)
      .set({
        call,
        requestHash,
        statusCode: null,
        response: null,
        createdAt: sql`now()`,
        expiresAt: sql`now() + ${seconds(KEEP_SECONDS)}`,
      })
      .where(
        and(
          eq(idempotencyKeys.id, id),
          or(
            lt(idempotencyKeys.expiresAt, sql`now()`),
            and(
              isNull(idempotencyKeys.statusCode),
              eq(idempotencyKeys.call, call),
              eq(idempotencyKeys.requestHash, requestHash),
              lt(idempotencyKeys.createdAt, sql`now() - ${seconds(ABANDONED_SECONDS)}`),
            ),
          ),
        ),
      )
      .returning({ id: idempotencyKeys.id });
    return rows[0]?.id ?? null;
  }
}

/** The billing job's chore: stored answers past their 24 h are deleted. */
export function purgeExpiredKeys(db: Db): () => Promise<void> {
  const store = new IdempotencyStore(db);
  return () => store.purgeExpired();
}
