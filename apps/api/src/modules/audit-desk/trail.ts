import { formatPhone } from '@ijara/contract';
import type { TStaffAuditEntry } from '@ijara/contract/staff';
import type { Db } from '../../db/database';
import { type AuditFilter, type AuditRow, auditActions, auditRows } from './repository';

function subscriptionOf(row: AuditRow, details: Record<string, unknown> | null): number | null {
  if (row.entity === 'subscription' && row.entityId !== null && /^\d+$/.test(row.entityId)) {
    return Number(row.entityId);
  }
  const id = details?.subscriptionId ?? details?.subscriptionID;
  return typeof id === 'number' ? id : null;
}

function toEntry(row: AuditRow): TStaffAuditEntry {
  const details =
    row.details === null
      ? null
      : typeof row.details === 'object' && !Array.isArray(row.details)
        ? (row.details as Record<string, unknown>)
        : { value: row.details };
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actor,
    staff: row.staffId === null ? null : { id: row.staffId, name: row.staffName ?? '' },
    client:
      row.clientId === null
        ? null
        : {
            id: row.clientId,
            name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
            phone: row.phone ? formatPhone(row.phone) : '',
          },
    action: row.action,
    entity: row.entity,
    entityID: row.entityId,
    subscriptionID: subscriptionOf(row, details),
    details,
  };
}

/** The audit as the staff app reads it: pages of the whole log, a client's or a unit's trail, the actions recorded. */
export class AuditTrail {
  constructor(private readonly db: Db) {}

  /** A page of `size` rows and the cursor of the next one (null: no more). */
  async page(
    filter: AuditFilter,
    size: number,
  ): Promise<{ entries: TStaffAuditEntry[]; next: number | null }> {
    const rows = await auditRows(this.db, filter, size + 1);
    const entries = rows.slice(0, size).map(toEntry);
    return { entries, next: rows.length > size ? (entries.at(-1)?.id ?? null) : null };
  }

  async ofClient(clientId: number, limit: number): Promise<TStaffAuditEntry[]> {
    return (await auditRows(this.db, { client: clientId }, limit)).map(toEntry);
  }

  async ofUnit(unitId: number, limit: number): Promise<TStaffAuditEntry[]> {
    return (await auditRows(this.db, { unit: unitId }, limit)).map(toEntry);
  }

  actions(): Promise<string[]> {
    return auditActions(this.db);
  }
}
