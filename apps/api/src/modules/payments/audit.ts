import { type AuditActor, writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';

export type Actor = AuditActor;

/** Who acted and from where; the client's address only when the client acted. */
export interface ActedBy {
  actor: Actor;
  ip?: string | null;
}

/** One audit row per card change, charge and refund (DESIGN.md §5); ids and codes only, no card data. */
export function audit(
  tx: Db,
  by: ActedBy,
  entry: {
    clientId: number;
    action: string;
    entity: 'card' | 'payment';
    /** None for a card the gateway refused to bind. */
    entityId: number | null;
    details?: object;
  },
): Promise<void> {
  return writeAudit(tx, { ...entry, actor: by.actor, ip: by.ip ?? null });
}
