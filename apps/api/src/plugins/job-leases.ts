import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobLeases } from '../db/schema/index';

const seconds = (n: number) => sql`(${n}::int * interval '1 second')`;

/** The lease rows of exclusive jobs (db/schema/jobs.ts). */
export class JobLeases {
  /** Who holds a lease: this app in this process on this machine. */
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(private readonly db: Db) {}

  /**
   * Takes the job's lease for `forSeconds` when nobody holds it, or when its holder is this one: the
   * caller runs the job once at a time, so a lease of its own is one it could not give back (the
   * database was down when the run ended) and waits for nobody. False when another holder has it.
   */
  async take(name: string, forSeconds: number): Promise<boolean> {
    const rows = await this.db
      .insert(jobLeases)
      .values({
        name,
        lockedUntil: sql`now() + ${seconds(forSeconds)}`,
        lockedBy: this.holder,
        lastStartedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: {
          lockedUntil: sql`now() + ${seconds(forSeconds)}`,
          lockedBy: this.holder,
          lastStartedAt: sql`now()`,
        },
        setWhere: sql`${jobLeases.lockedUntil} is null or ${jobLeases.lockedUntil} < now()
          or ${jobLeases.lockedBy} = ${this.holder}`,
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
