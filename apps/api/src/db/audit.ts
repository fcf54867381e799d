import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from './database';
import { jsonbPlaceholder, jsonbText, reusable } from './prepared';
import { auditLog } from './schema/index';

export type AuditActor = (typeof auditLog.$inferInsert)['actor'];

/**
 * One audit row (DESIGN.md §5): who acted, what they did to which row, from where. Ids, codes, field
 * names and amounts only: never codes, tokens, card data or personal values.
 */
export interface AuditEntry {
  actor: AuditActor;
  action: string;
  /** The client the row is about; none for an operator's command that names no client. */
  clientId?: number | null;
  /** What was acted on ('client', 'card', 'payment', 'subscription', 'session') and its id. */
  entity?: string | null;
  entityId?: number | string | null;
  /** The address the request came from; erasure blanks it on the client's own rows. */
  ip?: string | null;
  details?: object | null;
  /** The staff member acting through the staff app. */
  staffId?: number | null;
}

function toRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    clientId: entry.clientId ?? null,
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    ip: entry.ip ?? null,
    details: entry.details ?? null,
    staffId: entry.staffId ?? null,
  };
}

const column = (name: keyof typeof auditLog.$inferInsert) => sql.placeholder(name);

/**
 * The one writer of audit_log: inside the caller's transaction, so the row commits with the change. A
 * named statement: parsed once per connection, as every charge, refund and sign-in writes one.
 */
export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  const row = toRow(entry);
  await auditRow(tx).execute({ ...row, details: jsonbText(row.details) });
}

const auditRow = reusable((db) =>
  db
    .insert(auditLog)
    .values({
      clientId: column('clientId'),
      actor: column('actor'),
      action: column('action'),
      entity: column('entity'),
      entityId: column('entityId'),
      ip: column('ip'),
      details: jsonbPlaceholder('details'),
      staffId: column('staffId'),
    })
    .prepare('audit_row'),
);

/** Rows of one change of many rows (a bulk add of stock units) in one statement. */
export async function writeAuditRows(tx: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(auditLog).values(entries.map(toRow));
}

/** Erasure: the client's own rows lose their addresses; answers how many did. */
export async function blankClientAddresses(tx: Db, clientId: number): Promise<number> {
  const rows = await tx
    .update(auditLog)
    .set({ ip: null })
    .where(and(eq(auditLog.clientId, clientId), eq(auditLog.actor, 'client'), isNotNull(auditLog.ip)))
    .returning({ id: auditLog.id });
  return rows.length;
}
