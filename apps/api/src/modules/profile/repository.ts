import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, clients } from '../../db/schema/index';
import type { ClientRow } from './to-client';

export type ProfileChanges = Partial<
  Pick<
    ClientRow,
    | 'firstName'
    | 'lastName'
    | 'patronymic'
    | 'birthdate'
    | 'gender'
    | 'email'
    | 'emailVerified'
    | 'communication'
    | 'citizenship'
    | 'cityId'
  >
>;

export class ProfileRepository {
  constructor(private readonly db: Db) {}

  async find(clientId: number, db: Db = this.db): Promise<ClientRow | null> {
    const rows = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
    return rows[0] ?? null;
  }

  /**
   * Applies `change` to the client row locked in the transaction and writes one audit row naming the
   * changed fields (never their values). `change` sees the row as it is under the lock.
   */
  async update(
    clientId: number,
    ip: string,
    change: (row: ClientRow) => { values: ProfileChanges; fields: string[] },
  ): Promise<ClientRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
      if (!row) return null;
      const { values, fields } = change(row);
      if (fields.length === 0) return row;
      const [updated] = await tx
        .update(clients)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(clients.id, clientId))
        .returning();
      await tx.insert(auditLog).values({
        clientId,
        actor: 'client',
        action: 'profile.update',
        entity: 'client',
        entityId: String(clientId),
        ip,
        details: { fields },
      });
      return updated ?? null;
    });
  }
}
