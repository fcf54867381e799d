import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * First keys of the two-key advisory locks of sign-in; the second key is hashtext(value). Separate
 * from SCHEMA_LOCK_ID (a one-key lock), so they never collide with migrations.
 */
export const LOCK = { phone: 7_201_001, ip: 7_201_002, telegramIp: 7_201_003 } as const;

/** Holds until the transaction ends; every api process on the database waits on the same key. */
export async function lockKey(tx: Db, space: number, value: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, hashtext(${value}))`);
}

/** `n` seconds as an SQL interval. */
export const seconds = (n: number) => sql`(${n}::int * interval '1 second')`;
