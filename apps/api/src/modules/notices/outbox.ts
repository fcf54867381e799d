import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
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
}
