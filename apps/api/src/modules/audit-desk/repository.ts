import { and, asc, desc, eq, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, clients, staff } from '../../db/schema/index';

export interface AuditFilter {
  staff?: number | undefined;
  client?: number | undefined;
  /** A stock unit: its own rows, and the order rows (checkout, hand-over, return) naming it. */
  unit?: number | undefined;
  /** A prefix of the action: "payment." or a whole action. */
  action?: string | undefined;
  /** Rows with a smaller id only (the cursor). */
  before?: number | undefined;
}

/** LIKE's own characters in what a person typed match themselves. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** audit_log rows with the names of the staff member and the client they name, newest first. */
export function auditRows(db: Db, filter: AuditFilter, limit: number) {
  const where: SQL[] = [];
  if (filter.staff !== undefined) where.push(eq(auditLog.staffId, filter.staff));
  if (filter.client !== undefined) where.push(eq(auditLog.clientId, filter.client));
  if (filter.unit !== undefined) {
    const unit = String(filter.unit);
    const named = or(
      and(eq(auditLog.entity, 'unit'), eq(auditLog.entityId, unit)),
      sql`(${auditLog.details}->>'unitId') = ${unit}`,
    );
    if (named) where.push(named);
  }
  if (filter.action) where.push(like(auditLog.action, likePrefix(filter.action)));
  if (filter.before !== undefined) where.push(lt(auditLog.id, filter.before));
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actor: auditLog.actor,
      staffId: auditLog.staffId,
      staffName: staff.name,
      clientId: auditLog.clientId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      phone: clients.phone,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .leftJoin(clients, eq(clients.id, auditLog.clientId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export type AuditRow = Awaited<ReturnType<typeof auditRows>>[number];

export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}
