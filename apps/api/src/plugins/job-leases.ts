import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobLeases } from '../db/schema/index';

const seconds = (n: number) => sql`(${n}::int * interval '1 second')`;

/** Who holds a lease: this process on this machine. */
export const LEASE_HOLDER = `${hostname()}:${process.pid}`;

/** The lease rows of exclusive jobs (db/schema/jobs.ts). */
export class JobLeases {
  constructor(private readonly db: Db) {}

  /** Takes the job's lease for `forSeconds` when nobody holds it; false when another process does. */
  async take(name: string, forSeconds: number): Promise<boolean> {
    const rows = await this.db
      .insert(jobLeases)
      .values({
        name,
        lockedUntil: sql`now() + ${seconds(forSeconds)}`,
        lockedBy: LEASE_HOLDER,
        lastStartedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: {
          lockedUntil: sql`now() + ${seconds(forSeconds)}`,
          lockedBy: LEASE_HOLDER,
          lastStartedAt: sql`now()`,
        },
        setWhere: sql`${jobLeases.lockedUntil} is null or ${jobLeases.lockedUntil} < now()`,
      })
      .returning({ name: jobLeases.name });
    return rows.length > 0;
  }

  async release(name: string, error: string | null): Promise<void> {
    await this.db
      .update(jobLeases)
      .set({ lockedUntil: null, lockedBy: null, lastFinishedAt: sql`now()`, lastError: error })
      .where(eq(jobLeases.name, name));
  }
}
