import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { cities, documents } from '../../src/db/schema/index';
import { pgliteCopy } from '../helpers/pglite-pool';

type Copy = Awaited<ReturnType<typeof pgliteCopy>>;

/** Statements drizzle prepares with a name run as named statements of PGlite: parsed once (029). */
describe('named statements on the embedded database', () => {
  let copy: Copy;
  let db: Db;

  beforeAll(async () => {
    copy = await pgliteCopy();
    db = copy.database.db;
  });
  afterAll(async () => {
    await copy.database.close();
    await copy.drop();
  });

  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  /** When the session parsed the name, and how many times it ran since. */
  function parsedStatement(name: string) {
    return rows<{ parsedAt: string; runs: number }>(
      sql`select prepare_time::text as "parsedAt", (generic_plans + custom_plans)::int as runs
          from pg_prepared_statements where name = ${name}`,
    );
  }

  const cityById = (name: string) =>
    db
      .select({ slug: cities.slug })
      .from(cities)
      .where(eq(cities.id, sql.placeholder('id')))
      .prepare(name);

  async function failure(run: () => Promise<unknown>) {
    const error = await run().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    return (error as { cause?: Record<string, unknown> } | undefined)?.cause;
  }

  it('are parsed once, then only executed', async () => {
    const byId = cityById('test_city_by_id');
    await byId.execute({ id: 1 });
    const [first] = await parsedStatement('test_city_by_id');
    expect(first?.runs).toBe(1);
    await byId.execute({ id: 2 });
    await byId.execute({ id: 1 });
    expect(await parsedStatement('test_city_by_id')).toEqual([{ parsedAt: first?.parsedAt, runs: 3 }]);
  });

  it('answer what the unnamed path answers: table rows, nulls, dates, json, arrays, numbers', async () => {
    const docs = db
      .select()
      .from(documents)
      .where(eq(documents.locale, sql.placeholder('locale')));
    const unnamedDocs = await docs.execute({ locale: 'ru' });
    expect(unnamedDocs.length).toBeGreaterThan(0);
    expect(await docs.prepare('test_documents').execute({ locale: 'ru' })).toEqual(unnamedDocs);

    const values = db
      .select({
        number: sql`${sql.placeholder('number')}::int`,
        text: sql`${sql.placeholder('text')}::text`,
        nothing: sql`${sql.placeholder('nothing')}::text`,
        json: sql`${sql.placeholder('json')}::jsonb`,
        ids: sql`${sql.placeholder('ids')}::int[]`,
        at: sql`${sql.placeholder('at')}::timestamptz`,
        day: sql`'2026-01-31'::date`,
        money: sql`12.50::numeric`,
        big: sql`9007199254740993::bigint`,
      })
      .from(sql`(select 1) as one`);
    const params = {
      number: 7,
      text: 'Бишкек',
      nothing: null,
      json: { a: [1, null, 'x'] },
      ids: [3, 1, 2],
      at: new Date('2026-02-03T04:05:06.789Z'),
    };
    const unnamed = await values.execute(params);
    expect(unnamed[0]).toMatchObject({ number: 7, nothing: null, json: params.json, ids: [3, 1, 2] });
    const named = values.prepare('test_values');
    expect(await named.execute(params)).toEqual(unnamed);
    expect(await named.execute(params)).toEqual(unnamed);
  });

  it('fail with the database error the unnamed path gives, and keep working', async () => {
    const insert = db
      .insert(cities)
      .values({ slug: sql.placeholder('slug'), nameRu: 'Тест', nameEn: 'Test' })
      .prepare('test_insert_city');
    expect(await insert.execute({ slug: 'named-once' })).toMatchObject({ affectedRows: 1 });
    const unnamed = await failure(() =>
      db.insert(cities).values({ slug: 'named-once', nameRu: 'Тест', nameEn: 'Test' }),
    );
    const named = await failure(() => insert.execute({ slug: 'named-once' }));
    expect(unnamed).toMatchObject({ code: '23505', constraint: 'cities_slug_unique' });
    expect(named).toBeInstanceOf(unnamed?.constructor as new () => unknown);
    // Each prepared query has parsers of its own, so queryOptions is compared by its row mode.
    const { query, params, queryOptions, ...fields } = unnamed ?? {};
    expect(named).toMatchObject({ ...fields, query, params: ['named-once', 'Тест', 'Test'] });
    expect(named?.queryOptions).toMatchObject({ rowMode: 'object' });
    expect(await insert.execute({ slug: 'named-twice' })).toMatchObject({ affectedRows: 1 });
  });

  it('wait for an open transaction instead of running inside it', async () => {
    const count = db.select({ n: sql<number>`count(*)::int` }).from(cities).prepare('test_city_count');
    const [before] = await count.execute();
    let during: ReturnType<typeof count.execute> | undefined;
    await db
      .transaction(async (tx) => {
        await tx.insert(cities).values({ slug: 'rolled-back', nameRu: 'Тест', nameEn: 'Test' });
        during = count.execute();
        await new Promise((resolve) => setTimeout(resolve, 20));
        tx.rollback();
      })
      .catch(() => {});
    expect(await during).toEqual([before]);
  });

  it('are parsed again when the session lost them', async () => {
    const byId = cityById('test_city_by_id_again');
    const [first] = await byId.execute({ id: 1 });
    await db.execute(sql`deallocate all`);
    expect(await byId.execute({ id: 1 })).toEqual([first]);
    expect(await parsedStatement('test_city_by_id_again')).toMatchObject([{ runs: 1 }]);
  });
});
