import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { subscriptions } from '../../db/schema/index';
import type { SubscriptionChanges, SubscriptionRow } from './transitions';

/** Who changed a subscription: the client (with their address), an operator by name, or a job. */
export type ChangedBy =
  | { actor: 'client'; ip: string | null }
  | { actor: 'staff'; operator: string; ip: string | null; staffId?: number | null }
  | { actor: 'system' };

/** The row locks and writes of status changes; every change is made under the subscription's lock. */
export class StatusRepository {
  /** The subscription under a row lock; null when it does not exist or, with a client, is not theirs. */
  async lock(tx: Db, subscriptionId: number, clientId?: number): Promise<SubscriptionRow | null> {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(
        clientId === undefined
          ? eq(subscriptions.id, subscriptionId)
          : and(eq(subscriptions.id, subscriptionId), eq(subscriptions.clientId, clientId)),
      )
      .for('update');
    return rows[0] ?? null;
  }

  async update(tx: Db, subscriptionId: number, changes: SubscriptionChanges): Promise<void> {
    await tx
      .update(subscriptions)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(subscriptions.id, subscriptionId));
  }

  /** Paused subscriptions whose pause has reached its end, locked; rows another process holds are skipped. */
  async endedPauses(tx: Db, today: string, limit: number): Promise<SubscriptionRow[]> {
    return tx
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.status, SUBSCRIPTION_STATUS.pending), lte(subscriptions.pauseEndsOn, today)),
      )
      .orderBy(asc(subscriptions.pauseEndsOn), asc(subscriptions.id))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async audit(
    tx: Db,
    by: ChangedBy,
    entry: { clientId: number; action: string; subscriptionId: number; details: object },
  ): Promise<void> {
    await writeAudit(tx, {
      clientId: entry.clientId,
      actor: by.actor,
      action: entry.action,
      entity: 'subscription',
      entityId: String(entry.subscriptionId),
      ip: by.actor === 'system' ? null : by.ip,
      details: by.actor === 'staff' ? { ...entry.details, operator: by.operator } : entry.details,
      staffId: by.actor === 'staff' ? (by.staffId ?? null) : null,
    });
  }
}
