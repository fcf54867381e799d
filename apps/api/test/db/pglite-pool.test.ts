import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { cities } from '../../src/db/schema/index';
import { pgliteCopy } from '../helpers/pglite-pool';

async function state(database: Database) {
  const rows = await database.db
    .select({ id: cities.id, name: cities.nameRu })
    .from(cities)
    .orderBy(cities.id);
  const result = (await database.db.execute(
    sql`select nextval('cities_id_seq')::int as next`,
  )) as unknown as {
    rows: Array<{ next: number }>;
  };
  return { rows, next: result.rows[0]?.next };
}

/** The helper every api test file gets its embedded database from: a reused copy must be as good as new. */
describe('embedded databases handed from one test file to the next', () => {
  it('come back with the golden rows and sequences, whatever the file before did', async () => {
    const first = await pgliteCopy();
    const before = await state(first.database);
    expect(before.rows.length).toBeGreaterThan(0);
    await first.database.db.update(cities).set({ nameRu: 'Изменён' });
    await first.database.db.insert(cities).values({ slug: 'extra-city', nameRu: 'Новый', nameEn: 'New' });
    await first.database.close();
    await first.drop();

    const second = await pgliteCopy();
    try {
      expect(second.reused).toBe(true);
      // nextval above moved the sequence once; the copy starts where the image did.
      expect(await state(second.database)).toEqual(before);
    } finally {
      await second.database.close();
      await second.drop();
    }
  });
});
