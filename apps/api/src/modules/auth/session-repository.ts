import { AUTH_LIMITS } from '@ijara/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { clients, sessions } from '../../db/schema/index';
import { seconds } from './lock-keys';

export interface ActiveSession {
  sessionId: number;
  clientId: number;
  firstName: string;
  lastName: string;
  forbidden: boolean;
  deletePersonalData: boolean;
  deletePersonalDataDate: string | null;
  /** last_seen_at is older than an hour (or unset): worth one more write. */
  stale: boolean;
}

/** How often a session's last-seen time is written: once an hour, not on every request. */
const SEEN_EVERY = 3600;

export class SessionRepository {
  /**
   * The access check of every signed-in call that misses the session cache: built once, planned once.
   * The clients' trigger that clears cached principals on every process watches exactly the client
   * fields read here (migration 0029): a field added here belongs in its WHEN too.
   */
  private readonly active = prepared(() =>
    this.db
      .select({
        sessionId: sessions.id,
        clientId: sessions.clientId,
        firstName: clients.firstName,
        lastName: clients.lastName,
        forbidden: clients.forbidden,
        deletePersonalData: clients.deletePersonalData,
        deletePersonalDataDate: clients.deletePersonalDataDate,
        stale: sql<boolean>`(${sessions.lastSeenAt} is null or ${sessions.lastSeenAt} < now() - ${seconds(SEEN_EVERY)})`,
      })
      .from(sessions)
      .innerJoin(clients, eq(clients.id, sessions.clientId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare('active_session'),
  );

  constructor(private readonly db: Db) {}

  async insert(tx: Db, clientId: number, tokenHash: string): Promise<number> {
    const [row] = await tx
      .insert(sessions)
      .values({
        clientId,
        tokenHash,
        expiresAt: sql`now() + ${seconds(AUTH_LIMITS.tokenTtlDays * 24 * 3600)}`,
        lastSeenAt: sql`now()`,
      })
      .returning({ id: sessions.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  /** The unrevoked, unexpired session of a token hash with what access needs of its client. */
  async findActive(tokenHash: string): Promise<ActiveSession | null> {
    const rows = await this.active().execute({ tokenHash });
    return rows[0] ?? null;
  }

  async touch(sessionId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, sessionId),
          or(isNull(sessions.lastSeenAt), sql`${sessions.lastSeenAt} < now() - ${seconds(SEEN_EVERY)}`),
        ),
      );
  }

  /** Revokes a session and records it, once. */
  async revoke(entry: { sessionId: number; clientId: number; ip: string }): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, entry.sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      if (rows.length > 0) await this.audit(tx, { ...entry, action: 'session.revoke' });
    });
  }

  /** Who signed in or out, when and from where; never the token. */
  async audit(
    tx: Db,
    entry: { clientId: number; action: string; sessionId: number; ip: string; method?: string },
  ): Promise<void> {
    await writeAudit(tx, {
      clientId: entry.clientId,
      actor: 'client',
      action: entry.action,
      entity: 'session',
      entityId: String(entry.sessionId),
      ip: entry.ip,
      details: entry.method ? { method: entry.method } : null,
    });
  }
}
