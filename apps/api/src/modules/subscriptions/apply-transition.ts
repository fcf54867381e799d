import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ChangedBy, StatusRepository } from './status-repository';
import type { SubscriptionChanges, SubscriptionRow, Transition } from './transitions';

/** The dates and counters a change wrote, for its audit row (no instants, no personal data). */
function written(changes: SubscriptionChanges): Record<string, string | number | boolean | null> {
  const entries = Object.entries(changes).filter(
    ([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
  );
  return Object.fromEntries(entries) as Record<string, string | number | boolean | null>;
}

/**
 * Writes an allowed transition of a locked row and its audit row, or throws the refusal (409 with the
 * text of what the state allows). The caller holds the row lock in `tx`.
 */
export async function applyTransition(
  tx: Db,
  repository: StatusRepository,
  row: SubscriptionRow,
  transition: Transition,
  by: ChangedBy,
  details: object = {},
): Promise<void> {
  if (!transition.allowed) {
    const values = transition.values;
    throw new AppError(transition.code, {
      text: transition.text,
      ...(values ? { values: () => values } : {}),
    });
  }
  await repository.update(tx, row.id, transition.changes);
  await repository.audit(tx, by, {
    clientId: row.clientId,
    action: transition.action,
    subscriptionId: row.id,
    details: { from: row.status, ...written(transition.changes), ...details },
  });
}
