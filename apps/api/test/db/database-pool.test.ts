import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { cities } from '../../src/db/schema/index';
import { postgresCopy } from '../helpers/database';
import { pgliteCopy } from '../helpers/pglite-pool';
import { openTestPostgres } from '../helpers/postgres';

/** A test file's changes: a row changed, one added, the sequence moved on. */
async function change(database: Database) {
  await database.db.update(cities).set({ nameRu: 'Изменён' });
  await database.db.insert(cities).values({ slug: 'extra-city', nameRu: 'Новый', nameEn: 'New' });
}

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
    await change(first.database);
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

/** The same for PostgreSQL copies of the template (test/helpers/postgres-pool.ts), by address. */
describe.runIf(process.env.DATABASE_URL)('PostgreSQL copies handed from one test file to the next', () => {
  it('come back with the template rows and sequences; a copy still in use is dropped, not handed on', async () => {
    const first = await postgresCopy();
    let database = await openTestPostgres(first.url);
    const before = await state(database);
    expect(before.rows.length).toBeGreaterThan(0);
    await change(database);
    await database.close();
    await first.drop();

    const second = await postgresCopy();
    expect(second.url).toBe(first.url);
    database = await openTestPostgres(second.url);
    try {
      expect(await state(database)).toEqual(before);
      await change(database);
      // Handed back while a connection is still open (an api process not yet gone): not reused.
      await second.drop();
    } finally {
      await database.close();
    }
    const third = await postgresCopy();
    try {
      expect(third.url).not.toBe(first.url);
    } finally {
      await third.drop();
    }
  });
});
