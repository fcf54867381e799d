import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema/index';

export type Actor = 'client' | 'staff' | 'system' | 'gateway';

/** Who acted and from where; the client's address only when the client acted. */
export interface ActedBy {
  actor: Actor;
  ip?: string | null;
}

/** One audit row per card change, charge and refund (DESIGN.md §5); ids and codes only, no card data. */
export async function audit(
  tx: Db,
  by: ActedBy,
  entry: { clientId: number; action: string; entity: 'card' | 'payment'; entityId: number; details?: object },
): Promise<void> {
  await tx.insert(auditLog).values({
    clientId: entry.clientId,
    actor: by.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    ip: by.ip ?? null,
    details: entry.details ?? null,
  });
}
