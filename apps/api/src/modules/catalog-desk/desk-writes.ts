import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ApiTextKey } from '../../texts';
import type { StaffRow } from '../staff/index';

/** Who writes and from where: every audit row of the desk names them. */
export interface Writer {
  person: StaffRow;
  ip: string;
}

export const unknownRecord = () => new AppError('not_found', { text: 'staffCatalogUnknown' });

/** The row as locked, or 404; another version than the page's answers 409. */
export function sameVersion<Row extends { version: number }>(row: Row | null, version: number): Row {
  if (!row) throw unknownRecord();
  if (row.version !== version) throw new AppError('version_conflict');
  return row;
}

export const fieldError = (field: string, text: ApiTextKey) =>
  new AppError('validation_failed', { fields: { [field]: text } });

export function audit(
  tx: Db,
  writer: Writer,
  entry: { action: string; entity: 'category' | 'gadget' | 'model'; id: number; details: object },
) {
  return writeAudit(tx, {
    actor: 'staff',
    staffId: writer.person.id,
    ip: writer.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.id,
    details: entry.details,
  });
}

/** The unique constraint a write ran into (a slug taken by a save committed meanwhile), or null. */
export function uniqueViolation(error: unknown): string | null {
  for (let cause = error; typeof cause === 'object' && cause !== null; ) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The write, with a slug taken between the check and the insert (two saves at once) answered as the
 * check answers it: a field error, not a 500.
 */
export async function slugChecked<T>(
  write: () => Promise<T>,
  constraints: Record<string, ApiTextKey>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const text = constraint === null ? undefined : constraints[constraint];
    if (text) throw fieldError('slug', text);
    throw error;
  }
}
