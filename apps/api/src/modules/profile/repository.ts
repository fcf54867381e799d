import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { clients } from '../../db/schema/index';
import type { ClientWrites, ProfileFields } from '../clients/index';
import { CLIENT_VIEW, type ClientRow, type ClientView } from './to-client';

/** The fields a profile change may write (the clients module writes them). */
export type ProfileChanges = ProfileFields;

/** What a change computes from the row under the lock: the new values and the names to audit. */
export interface Change {
  values: ProfileChanges;
  fields: string[];
}

export class ProfileRepository {
  /** user/getinfo/'s read, built once and planned once per connection; transactions build their own. */
  private readonly byId = prepared(() =>
    this.db
      .select(CLIENT_VIEW)
      .from(clients)
      .where(eq(clients.id, sql.placeholder('clientId')))
      .limit(1)
      .prepare('client_view_by_id'),
  );

  constructor(
    private readonly db: Db,
    private readonly clients: Pick<ClientWrites, 'updateProfile'>,
  ) {}

  async find(clientId: number, db: Db = this.db): Promise<ClientView | null> {
    const rows =
      db === this.db
        ? await this.byId().execute({ clientId })
        : await db.select(CLIENT_VIEW).from(clients).where(eq(clients.id, clientId)).limit(1);
    return rows[0] ?? null;
  }

  /**
   * Applies `change` to the client row locked in the transaction and writes one audit row `action`
   * naming the changed fields (`details` adds to them; never personal values). `change` sees the row as
   * it is under the lock; `after` runs in the same transaction once the row is written.
   */
  async update<T>(
    clientId: number,
    entry: { ip: string; action: string; details?: object },
    change: (row: ClientRow) => Change,
    after?: (tx: Db, row: ClientRow, change: Change) => Promise<T>,
  ): Promise<{ row: ClientRow; after: T | undefined } | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
      if (!row) return null;
      const computed = change(row);
      if (computed.fields.length === 0) return { row, after: undefined };
      const updated = await this.clients.updateProfile(tx, clientId, computed.values);
      if (!updated) return null;
      await writeAudit(tx, {
        clientId,
        actor: 'client',
        action: entry.action,
        entity: 'client',
        entityId: String(clientId),
        ip: entry.ip,
        details: { fields: computed.fields, ...entry.details },
      });
      return { row: updated, after: after ? await after(tx, updated, computed) : undefined };
    });
  }
}
