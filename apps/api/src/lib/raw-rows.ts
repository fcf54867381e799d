import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Rows of a raw statement. Both drivers answer an object with `rows` (STACK.md trap 5); the row type
 * is the caller's promise about its own SQL.
 */
export async function rawRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
