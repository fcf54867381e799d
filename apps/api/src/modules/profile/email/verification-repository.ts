import { EMAIL_VERIFICATION_TTL_HOURS } from '@ijara/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { emailVerifications } from '../../../db/schema/index';
import type { ClientWrites } from '../../clients/index';

/** Verification e-mails a client may cause per hour: changing the address cannot flood an inbox. */
export const SENDS_PER_HOUR = 5;

/** Verification tokens, stored only as SHA-256, each good for EMAIL_VERIFICATION_TTL_HOURS and once. */
export class VerificationRepository {
  constructor(
    private readonly db: Db,
    private readonly clients: Pick<ClientWrites, 'markEmailVerified'>,
  ) {}

  /** A token row for the address, inside the profile change's transaction; false over the hourly limit. */
  async insert(tx: Db, entry: { clientId: number; email: string; tokenHash: string }): Promise<boolean> {
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(emailVerifications)
      .where(
        and(
          eq(emailVerifications.clientId, entry.clientId),
          gt(emailVerifications.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if (Number(recent?.n ?? 0) >= SENDS_PER_HOUR) return false;
    await tx.insert(emailVerifications).values({
      ...entry,
      expiresAt: sql`now() + ${EMAIL_VERIFICATION_TTL_HOURS}::int * interval '1 hour'`,
    });
    return true;
  }

  /**
   * Uses the token once: it must be unused and unexpired, and the client must still have that address
   * and no pending deletion. True when the address is now verified; otherwise nothing changes.
   */
  async consume(tokenHash: string, ip: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(emailVerifications)
        .set({ verifiedAt: sql`now()` })
        .where(
          and(
            eq(emailVerifications.tokenHash, tokenHash),
            isNull(emailVerifications.verifiedAt),
            gt(emailVerifications.expiresAt, sql`now()`),
          ),
        )
        .returning({
          id: emailVerifications.id,
          clientId: emailVerifications.clientId,
          email: emailVerifications.email,
        });
      if (!used) return false;
      if (!(await this.clients.markEmailVerified(tx, used.clientId, used.email))) {
        // The address changed since, or a deletion is pending: the token is spent, the address not verified.
        return false;
      }
      await writeAudit(tx, {
        clientId: used.clientId,
        actor: 'client',
        action: 'email.verified',
        entity: 'client',
        entityId: String(used.clientId),
        ip,
        details: { verification: used.id },
      });
      return true;
    });
  }
}
