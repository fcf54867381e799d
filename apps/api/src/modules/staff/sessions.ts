import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from '@ijara/contract/staff';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { newSecret, sha256 } from '../../lib/tokens';
import { insertSession, liveSession, revokeSession, type StaffRow, touchSession } from './repository';

const MINUTE = 60_000;
/** last_seen_at is written at most this often per session: a page of calls costs one write. */
const TOUCH_EVERY_MS = MINUTE;

/** Staff sessions: a random token in an HttpOnly cookie, stored as SHA-256; 30 min idle, 12 h at most. */
export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A new session; the token goes into the cookie and nowhere else. */
  async issue(tx: Db, staffId: number, ip: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecret();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 60 * MINUTE);
    await insertSession(tx, { staffId, tokenHash: sha256(token), ip, expiresAt, lastSeenAt: now });
    return { token, expiresAt };
  }

  /** The person behind a cookie's token, or null when the session ended for any reason. */
  async resolve(token: string): Promise<StaffRow | null> {
    const now = this.clock.now();
    const row = await liveSession(
      this.db,
      sha256(token),
      now,
      new Date(now.getTime() - STAFF_IDLE_MINUTES * MINUTE),
    );
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
      await touchSession(this.db, row.sessionId, now);
    return row.person;
  }

  async end(token: string): Promise<void> {
    await revokeSession(this.db, sha256(token), this.clock.now());
  }
}
