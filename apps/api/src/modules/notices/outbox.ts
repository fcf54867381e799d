import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { NoticeKind } from './kinds';
import type { NewNotice, NoticeRepository } from './repository';

/**
 * Writes notices into the outbox inside the caller's transaction, so a notice exists exactly when the
 * event behind it committed. Due at once; the sender holds it through the quiet hours.
 */
export class NoticeOutbox {
  constructor(
    private readonly repository: NoticeRepository,
    private readonly clock: Clock,
  ) {}

  /** False when this notice (its dedupe key) was written before. */
  enqueue(tx: Db, notice: NewNotice): Promise<boolean> {
    return this.repository.insert(tx, notice, this.clock.now());
  }

  /**
   * A notice that must not go when its event comes: its key is taken now, as `skipped` with `reason`
   * (`values` only say which event it was). A later enqueue() of the same key changes nothing.
   */
  withhold(
    tx: Db,
    notice: { clientId: number; kind: NoticeKind; dedupeKey: string; values: object },
    reason: string,
  ): Promise<boolean> {
    return this.repository.withhold(tx, notice, reason, this.clock.now());
  }
}
